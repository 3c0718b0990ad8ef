// Case export benchmark (issue 13, "Tests and measures"): GET /export/cases.xlsx of 100,000 cases from a
// scale-seeded database, through the real API in its own process (apps/api/src/testing/child-server.ts).
// Reports the wall time until the last byte, the file size, and the API process's RSS: before (after a
// full garbage collection), and its peak while exporting, sampled from /proc every 20 ms. The export must
// stream (exceljs's WorkbookWriter writing to the response), so the peak should not grow with the count.
// `--verify` reads the downloaded file back with exceljs's streaming reader and counts the rows.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/sappis_scale node --import tsx bench/case-export.ts \
//     [--filters='{"typeId":135}'] [--verify] [--slow-client] [--max-heap-mb=64]
//
// The selection is the case list's search without paging, 'Visa avslutade' on, with `--filters` (JSON of
// the search's filters, default none): on a database seeded with --cases=100000 that is 100,000 cases.
// `--max-heap-mb=N`: the API's old-space limit (a file built in memory would not fit in a small one).
// `--slow-client`: the download is read at about 2 MB/s, to show that a slow download does not fill memory.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createPrismaClient } from '@sappis/db';
import { type CaseExportSelection, caseExportUrl, caseSearchInput } from '@sappis/shared';
import { caseSearchWhere } from '@sappis/trpc/cases/search-cases';
import ExcelJS from 'exceljs';
import { spawnServer } from '../apps/api/src/testing/spawn-server.ts';
import { GC_PRELOAD, retainedRss } from './support/retained-rss.ts';
import { createSessionCookies } from './support/sessions.ts';
import { cpuSecondsOf, printJson, rssBytesOf } from './support/stats.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a scale-seeded database (scripts/seed-scale.ts)');
const filters = JSON.parse(process.argv.find((arg) => arg.startsWith('--filters='))?.slice(10) ?? '{}');
const verify = process.argv.includes('--verify');
const slowClient = process.argv.includes('--slow-client');
const heapMb = process.argv.find((arg) => arg.startsWith('--max-heap-mb='))?.slice(14);
const MB = 1024 * 1024;

const prisma = createPrismaClient(url);
const selection: CaseExportSelection = { search: { showFinished: true, filters } };
const expected = await prisma.case.count({ where: caseSearchWhere(caseSearchInput.parse(selection.search)) });
if (expected < 1) throw new Error('the selection finds no cases: seed the database (scripts/seed-scale.ts)');
const cookie = (await createSessionCookies(prisma, 1, 1))[0]!;

const server = await spawnServer({
  databaseUrl: url,
  nodeArgs: [...GC_PRELOAD, ...(heapMb ? [`--max-old-space-size=${heapMb}`] : [])],
});
const pid = server.process.pid ?? 0;
const folder = await mkdtemp(path.join(os.tmpdir(), 'case-export-'));
try {
  const base = `http://127.0.0.1:${server.port}`;
  // Warm up (module loading, the first query plans) with a small export.
  const warm = await fetch(`${base}${caseExportUrl({ search: { filters: { number: 1 } } })}`, {
    headers: { cookie },
  });
  await warm.arrayBuffer();
  const rssBefore = await retainedRss(pid);

  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytesOf(pid));
  }, 20);
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  const response = await fetch(`${base}${caseExportUrl(selection)}`, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  const firstByteMs = performance.now() - started;
  const file = path.join(folder, 'cases.xlsx');
  const throttle = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // About 2 MB/s: wait chunk.length / 2 MB seconds.
      setTimeout(() => callback(null, chunk), slowClient ? (chunk.length / (2 * MB)) * 1000 : 0);
    },
  });
  await pipeline(Readable.fromWeb(response.body as never), throttle, createWriteStream(file));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssBytesOf(pid));
  const cpuSeconds = cpuSecondsOf(pid) - cpuBefore;
  const { size } = await stat(file);
  const rssAfter = await retainedRss(pid);

  let rowsRead: number | null = null;
  if (verify) {
    rowsRead = 0;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit' });
    for await (const sheet of reader) for await (const _row of sheet) rowsRead += 1;
    rowsRead -= 1; // the header row
  }

  printJson({
    bench: 'case-export',
    cases: Number(response.headers.get('x-case-count')),
    slowClient,
    maxHeapMB: heapMb ? Number(heapMb) : null,
    seconds: Math.round(seconds * 10) / 10,
    firstByteMs: Math.round(firstByteMs),
    casesPerSecond: Math.round(expected / seconds),
    fileMB: Math.round((size / MB) * 10) / 10,
    apiCpuSeconds: Math.round(cpuSeconds * 10) / 10,
    apiRssBeforeMB: Math.round((rssBefore / MB) * 10) / 10,
    apiRssPeakMB: Math.round((peak / MB) * 10) / 10,
    apiRssGrowthMB: Math.round(((peak - rssBefore) / MB) * 10) / 10,
    apiRssAfterGcMB: Math.round((rssAfter / MB) * 10) / 10,
    rowsRead,
    loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
  });
} finally {
  server.process.kill('SIGTERM');
  await server.exited;
  await prisma.$disconnect();
  await rm(folder, { recursive: true, force: true });
}
