import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage, readAll } from './file-storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sappis-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('localDiskStorage', () => {
  it('keeps a file under a random key and gives it back', async () => {
    const storage = localDiskStorage(root);
    const stored = await storage.save(Readable.from([PDF]), {
      maxBytes: 100,
      fileName: 'a.pdf',
      type: 'PDF',
    });
    expect(stored.size).toBe(PDF.length);
    expect(stored.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect((await readAll(await storage.open(stored.key))).equals(PDF)).toBe(true);
    await storage.remove(stored.key);
    await expect(storage.open(stored.key)).rejects.toThrow('Filen hittades inte');
  });

  it('keeps nothing of a file that is too large, empty or not of its type', async () => {
    const storage = localDiskStorage(root);
    const before = await filesUnder(root);
    const big = Readable.from([PDF, Buffer.alloc(200)]);
    await expect(storage.save(big, { maxBytes: 100, fileName: 'stor.pdf', type: 'PDF' })).rejects.toThrow(
      'Filen stor.pdf är för stor',
    );
    await expect(storage.save(Readable.from([]), { maxBytes: 100, fileName: 'tom.pdf' })).rejects.toThrow(
      'Filen tom.pdf är tom.',
    );
    await expect(
      storage.save(Readable.from([Buffer.from('MZ executable')]), {
        maxBytes: 100,
        fileName: 'x.pdf',
        type: 'PDF',
      }),
    ).rejects.toThrow('Filen x.pdf stämmer inte med sin filtyp.');
    expect(await filesUnder(root)).toEqual(before);
  });

  it('refuses keys that are not its own (no path traversal)', async () => {
    const storage = localDiskStorage(root);
    await expect(storage.open('../../etc/passwd')).rejects.toThrow('Filen hittades inte');
  });
});
