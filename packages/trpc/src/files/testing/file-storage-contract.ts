import { Readable } from 'node:stream';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { type FileStorage, readAll } from '../file-storage.ts';

/** A storage under test and how to look into it without its interface. */
export interface StorageUnderTest {
  storage: FileStorage;
  /** How many files the storage holds, complete or not. */
  storedCount(): Promise<number>;
}

const PDF_HEAD = Buffer.from('%PDF-1.4\n');
const MB = 1024 * 1024;

/** `bytes` as a source arriving in pieces of `pieceBytes` (as a multipart upload does). */
function sourceOf(bytes: Buffer, pieceBytes: number): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += pieceBytes) pieces.push(bytes.subarray(at, at + pieceBytes));
  return Readable.from(pieces);
}

/** A PDF-looking file of `size` bytes that differ from chunk to chunk (a misordered chunk would show). */
function pdfOf(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed;
  for (let at = 0; at < size; at += 4) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes.writeUInt32LE(state, Math.min(at, size - 4));
  }
  PDF_HEAD.copy(bytes);
  return bytes;
}

/**
 * The contract every FileStorage keeps (issue 13 section 1, issue 21): what is saved comes back byte for byte
 * until removed; a refused file (too large, empty, not of its type) keeps nothing and leaves its source
 * drained; a file of several megabytes streams in and out in pieces. Run inside a describe of each storage.
 */
export function fileStorageContract(underTest: () => StorageUnderTest): void {
  it('gives back what it saved, byte for byte, whatever pieces it came in, until it is removed', async () => {
    const { storage } = underTest();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: PDF_HEAD.length, max: 700 * 1024 }),
        fc.integer({ min: 1, max: 300 * 1024 }),
        fc.integer(),
        async (size, pieceBytes, seed) => {
          const bytes = pdfOf(size, seed);
          const stored = await storage.save(sourceOf(bytes, pieceBytes), {
            maxBytes: size,
            fileName: 'avtal.pdf',
            type: 'PDF',
          });
          expect(stored.size).toBe(size);
          expect((await readAll(await storage.open(stored.key))).equals(bytes)).toBe(true);
          await storage.remove(stored.key);
          await expect(storage.open(stored.key)).rejects.toThrow('Filen hittades inte');
        },
      ),
      { numRuns: 8 },
    );
  });

  it('finds nothing under a key it did not give, and removing one is no error', async () => {
    const { storage } = underTest();
    await expect(storage.open('../../etc/passwd')).rejects.toThrow('Filen hittades inte');
    await expect(storage.open('00000000-0000-4000-8000-000000000000')).rejects.toThrow('Filen hittades inte');
    await storage.remove('00000000-0000-4000-8000-000000000000');
  });

  it('keeps nothing of a file that is too large, empty or not of its type, and drains its source', async () => {
    const { storage, storedCount } = underTest();
    const before = await storedCount();
    const refusals: Array<[Readable, number, string, string]> = [
      [sourceOf(pdfOf(3 * MB), 64 * 1024), 2 * MB, 'stor.pdf', 'Filen stor.pdf är för stor'],
      [Readable.from([]), 100, 'tom.pdf', 'Filen tom.pdf är tom.'],
      [
        Readable.from([Buffer.from('MZ executable')]),
        100,
        'x.pdf',
        'Filen x.pdf stämmer inte med sin filtyp.',
      ],
    ];
    for (const [source, maxBytes, fileName, message] of refusals) {
      await expect(storage.save(source, { maxBytes, fileName, type: 'PDF' })).rejects.toThrow(message);
      if (!source.readableEnded) await new Promise((resolve) => source.once('end', resolve));
    }
    expect(await storedCount()).toBe(before);
  });

  it('streams a file of several megabytes in and out in pieces', async () => {
    const { storage } = underTest();
    const bytes = pdfOf(12 * MB + 123);
    const stored = await storage.save(sourceOf(bytes, 64 * 1024), {
      maxBytes: 20 * MB,
      fileName: 'stor.pdf',
      type: 'PDF',
    });
    const pieces: Buffer[] = [];
    for await (const piece of await storage.open(stored.key)) pieces.push(piece as Buffer);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    expect(pieces.length).toBeGreaterThan(10);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(MB);
    await storage.remove(stored.key);
  });
}
