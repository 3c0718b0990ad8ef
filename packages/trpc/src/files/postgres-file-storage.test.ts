import { Readable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import type { FileStorage } from './file-storage.ts';
import { CHUNK_BYTES, postgresFileStorage } from './postgres-file-storage.ts';
import { fileStorageContract } from './testing/file-storage-contract.ts';

/** The default file storage: files in PostgreSQL, in chunks (issue 21). */

let db: TestDatabase;
let storage: FileStorage;

beforeAll(async () => {
  db = await createTestDatabase();
  storage = postgresFileStorage(db.prisma);
});
afterAll(async () => {
  await db?.drop();
});

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const limits = { maxBytes: 20 * 1024 * 1024, fileName: 'avtal.pdf', type: 'PDF' as const };

describe('postgresFileStorage', () => {
  fileStorageContract(() => ({ storage, storedCount: () => db.prisma.storedFile.count() }));

  it('keeps a file as chunks of 256 KiB in order, the last one shorter', async () => {
    const size = 3 * CHUNK_BYTES + 1000;
    const bytes = Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 7)]);
    const stored = await storage.save(Readable.from([bytes]), limits);
    const chunks = await db.prisma.storedFileChunk.findMany({
      where: { fileKey: stored.key },
      orderBy: { index: 'asc' },
    });
    expect(chunks.map((chunk) => [chunk.index, chunk.data.length])).toEqual([
      [0, CHUNK_BYTES],
      [1, CHUNK_BYTES],
      [2, CHUNK_BYTES],
      [3, 1000],
    ]);
    expect(await db.prisma.storedFile.findUnique({ where: { key: stored.key } })).toMatchObject({ size });
    await storage.remove(stored.key);
    expect(await db.prisma.storedFileChunk.count({ where: { fileKey: stored.key } })).toBe(0);
  });

  it('reads a chunk only when the reader asks for it: a file removed while read ends in not found', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(4 * CHUNK_BYTES)]);
    const stored = await storage.save(Readable.from([bytes]), limits);
    const reader = (await storage.open(stored.key))[Symbol.asyncIterator]();
    expect((await reader.next()).done).toBe(false);
    await storage.remove(stored.key);
    await expect(
      (async () => {
        while (!(await reader.next()).done);
      })(),
    ).rejects.toThrow('Filen hittades inte');
  });

  it('keeps nothing of an upload cut off halfway (the client went away)', async () => {
    const before = await db.prisma.storedFile.count();
    async function* cutOff() {
      yield Buffer.concat([PDF, Buffer.alloc(3 * CHUNK_BYTES)]);
      throw new Error('aborted');
    }
    await expect(storage.save(Readable.from(cutOff()), limits)).rejects.toThrow('aborted');
    expect(await db.prisma.storedFile.count()).toBe(before);
    expect(await db.prisma.storedFileChunk.count()).toBe(0);
  });

  it('deletes the file of a document or main-agreement file deleted, also through a cascade', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const save = () => storage.save(Readable.from([PDF]), limits);
    const [ofDocument, ofCustomer, ofMainAgreement, unnamed] = await Promise.all([
      save(),
      save(),
      save(),
      save(),
    ]);
    const document = (number: number, storageKey: string) => ({
      documentNumber: number,
      customerId: customer.id,
      name: 'avtal.pdf',
      type: 'PDF' as const,
      createdBy: 'test@sappa.se',
      storageKey,
    });
    const first = await db.prisma.document.create({ data: document(990_001, ofDocument.key) });
    await db.prisma.document.create({ data: document(990_002, ofCustomer.key) });
    const main = await db.prisma.mainAgreement.create({
      data: { number: 6602, name: 'Brf Lagring', startsAt: new Date('2020-01-01') },
    });
    await db.prisma.mainAgreementFile.create({
      data: {
        mainAgreementId: main.id,
        title: 'Avtal',
        uploadName: 'avtal.pdf',
        uploadType: 'PDF',
        storageKey: ofMainAgreement.key,
      },
    });
    const kept = async () =>
      (await db.prisma.storedFile.findMany({ select: { key: true } })).map((file) => file.key).sort();

    await db.prisma.document.delete({ where: { id: first.id } });
    await db.prisma.mainAgreement.delete({ where: { id: main.id } });
    expect(await kept()).toEqual([ofCustomer.key, unnamed.key].sort());
    // A customer's deletion (its agreements first) cascades to its documents.
    await db.prisma.agreement.deleteMany({ where: { customerId: customer.id } });
    await db.prisma.customer.delete({ where: { id: customer.id } });
    expect(await kept()).toEqual([unnamed.key]);
    await storage.remove(unnamed.key);
  });
});
