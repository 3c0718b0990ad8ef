import { Readable } from 'node:stream';
import type { Prisma, PrismaClient } from '@sappis/db';
import { CONTENT_TYPES, type DocumentFileType, FILE_TEXTS, INLINE_TYPES } from '@sappis/shared';
import { AppError } from '../errors.ts';
import type { FileStorage } from '../files/file-storage.ts';

/** A stored file ready to be sent: its name, content type, whether a browser may show it inline, and its bytes. */
export interface FileDownload {
  fileName: string;
  contentType: string;
  inline: boolean;
  size: number;
  open(): Promise<Readable>;
}

/** The bytes of a row: the file storage's when it names a key, else the row's own (legacy and demo rows). */
export function bytesOf(
  files: FileStorage,
  row: { storageKey: string | null; content: Uint8Array | null },
): () => Promise<Readable> {
  return async () => {
    if (row.storageKey) return files.open(row.storageKey);
    if (row.content) return Readable.from([Buffer.from(row.content)]);
    throw new AppError('NOT_FOUND', FILE_TEXTS.notFound);
  };
}

/** A document as a download (GET dokument/{id}: opened in a new window). */
export async function documentDownload(
  prisma: PrismaClient,
  files: FileStorage,
  documentNumber: number,
): Promise<FileDownload> {
  const document = await prisma.document.findUnique({ where: { documentNumber } });
  if (!document) throw new AppError('NOT_FOUND', FILE_TEXTS.notFound);
  const type = document.type as DocumentFileType;
  return {
    fileName: document.name,
    contentType: CONTENT_TYPES[type],
    inline: INLINE_TYPES.has(type),
    size: document.storageKey ? document.size : (document.content?.length ?? 0),
    open: bytesOf(files, document),
  };
}

/** The next document number: one above the highest, under a transaction lock so two never take the same. */
export async function nextDocumentNumber(tx: Prisma.TransactionClient): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(735102013)`;
  const [row] = await tx.$queryRaw<{ next: number }[]>`
    SELECT (COALESCE(MAX("documentNumber"), 900000) + 1)::int AS next FROM documents`;
  return row?.next ?? 900_001;
}
