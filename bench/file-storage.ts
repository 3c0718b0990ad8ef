// File storage benchmark (issue 21): a 20 MB file (MAX_UPLOAD_BYTES) through the default file storage
// (PostgreSQL, packages/trpc/src/files/postgres-file-storage.ts): upload and download throughput, and how much
// the process's memory grows while doing it (sampled every 10 ms; a file held whole would add 20 MB at least).
//
//   node --expose-gc --import tsx bench/file-storage.ts [--runs=5] [--megabytes=20]
import { Readable } from 'node:stream';
import { postgresFileStorage } from '@sappis/trpc/files/postgres-file-storage';
import { createBenchDatabase } from './support/bench-database.ts';
import { printJson } from './support/stats.ts';

const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = argument('runs', 5);
const MB = 1024 * 1024;
const size = argument('megabytes', 20) * MB;
const PIECE = 64 * 1024;

/** The file arrives in 64 KiB pieces made as they are read, as a multipart upload does: never whole here. */
function upload(): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const piece = Buffer.alloc(Math.min(PIECE, size - sent), sent % 251);
      if (sent === 0) piece.write('%PDF-1.4\n');
      sent += piece.length;
      this.push(piece);
    },
  });
}

/** Runs `work` and answers its seconds and the largest growth of heap + buffers over the start (after a GC). */
async function measured(work: () => Promise<void>) {
  globalThis.gc?.();
  const used = () => {
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const start = used();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, used());
  }, 10);
  const began = performance.now();
  await work();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  return { seconds, peakGrowthMb: Math.round(((Math.max(peak, used()) - start) / MB) * 10) / 10 };
}

const db = await createBenchDatabase('files');
try {
  const storage = postgresFileStorage(db.prisma);
  for (let run = 1; run <= runs; run++) {
    let key = '';
    const save = await measured(async () => {
      ({ key } = await storage.save(upload(), { maxBytes: size, fileName: 'stor.pdf', type: 'PDF' }));
    });
    let received = 0;
    const read = await measured(async () => {
      for await (const piece of await storage.open(key)) received += (piece as Buffer).length;
    });
    if (received !== size) throw new Error(`read ${received} bytes of ${size}`);
    const chunks = await db.prisma.storedFileChunk.count({ where: { fileKey: key } });
    await storage.remove(key);
    printJson({
      run,
      megabytes: size / MB,
      chunks,
      uploadMBps: Math.round((size / MB / save.seconds) * 10) / 10,
      downloadMBps: Math.round((size / MB / read.seconds) * 10) / 10,
      uploadSeconds: Math.round(save.seconds * 1000) / 1000,
      downloadSeconds: Math.round(read.seconds * 1000) / 1000,
      uploadPeakGrowthMb: save.peakGrowthMb,
      downloadPeakGrowthMb: read.peakGrowthMb,
    });
  }
} finally {
  await db.drop();
}
