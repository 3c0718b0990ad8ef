import { Readable } from 'node:stream';
import type { PrismaClient } from '@sappis/db';
import { FILE_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { type FileStorage, isFileKey, newFileKey } from './file-storage.ts';
import { storeGuarded } from './upload-guard.ts';

/** The size of a stored chunk: the last one of a file is shorter. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * How long one upload may take: it is one transaction, holding one connection until the last byte has come.
 * 20 MB (MAX_UPLOAD_BYTES) at 64 kB/s; a slower upload is rolled back and keeps nothing.
 */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** The pieces of `stream` gathered into chunks of `size` bytes (the last one shorter). */
async function* inChunks(stream: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of stream) {
    pending.push(piece);
    length += piece.length;
    while (length >= size) {
      const all = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, length);
      yield all.subarray(0, size);
      const rest = all.subarray(size);
      pending = rest.length > 0 ? [rest] : [];
      length = rest.length;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

/** The chunks of a file in order, fetched one at a time as the reader asks for them. */
async function* chunksOf(prisma: PrismaClient, fileKey: string, count: number): AsyncGenerator<Buffer> {
  for (let index = 0; index < count; index++) {
    const chunk = await prisma.storedFileChunk.findUnique({
      where: { fileKey_index: { fileKey, index } },
      select: { data: true },
    });
    // Deleted while it was being read.
    if (!chunk) throw new AppError('NOT_FOUND', FILE_TEXTS.notFound);
    yield Buffer.from(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength);
  }
}

/**
 * Files in PostgreSQL (tables stored_files and stored_file_chunks), the default: every API process sees them
 * and one backup holds them. A file is written chunk by chunk as it arrives, in one transaction (an upload
 * refused, failed or cut off by a dying process leaves nothing), and read chunk by chunk as the reader
 * drains: never whole in memory. Deleting a document or a main-agreement file deletes its file (trigger).
 */
export function postgresFileStorage(prisma: PrismaClient): FileStorage {
  return {
    async save(source, limits) {
      const key = newFileKey();
      const size = await storeGuarded(source, limits, (guarded) =>
        prisma.$transaction(
          async (tx) => {
            await tx.storedFile.create({ data: { key, size: 0 } });
            let index = 0;
            let total = 0;
            for await (const chunk of inChunks(guarded, CHUNK_BYTES)) {
              // Stream buffers are never shared memory. createMany: a create would send the chunk back.
              const data = chunk as Uint8Array<ArrayBuffer>;
              await tx.storedFileChunk.createMany({ data: [{ fileKey: key, index, data }] });
              index += 1;
              total += data.length;
            }
            await tx.storedFile.update({ where: { key }, data: { size: total } });
          },
          { timeout: UPLOAD_TIMEOUT_MS },
        ),
      );
      return { key, size };
    },
    async open(key) {
      const file = isFileKey(key)
        ? await prisma.storedFile.findUnique({
            where: { key },
            select: { _count: { select: { chunks: true } } },
          })
        : null;
      if (!file) throw new AppError('NOT_FOUND', FILE_TEXTS.notFound);
      // Byte mode: the stream reads ahead about one chunk, not sixteen.
      return Readable.from(chunksOf(prisma, key, file._count.chunks), {
        objectMode: false,
        highWaterMark: CHUNK_BYTES,
      });
    },
    async remove(key) {
      if (isFileKey(key)) await prisma.storedFile.deleteMany({ where: { key } });
    },
  };
}
