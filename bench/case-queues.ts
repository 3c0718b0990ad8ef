// Queue benchmark (issue 3, section 6): over the scale seed (1,000,000 cases), the first page of a queue
// at most 50 ms p95 and the counts of 20 queues at most 100 ms. Defines 20 queues and measures through the
// domain functions the procedures call: caseQueues.get (queue lookup, page and total in one snapshot), the
// counts of caseQueues.list, and its whole overview (counts, oldest case, live locks). Prints JSON and
// removes the queues again. Run `VACUUM ANALYZE cases` once after seeding (autovacuum does it in time).
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/sappis_scale node --import tsx bench/case-queues.ts [--rounds=10]
import os from 'node:os';
import { createPrismaClient } from '@sappis/db';
import { type CaseQueueDefinitionInput, caseQueueDefinitionSchema } from '@sappis/shared';
import { queueStats, queueTotals } from '@sappis/trpc/case-queues/queue-cases';
import { queueFilterOf } from '@sappis/trpc/case-queues/queue-definitions';
import { queuePage } from '@sappis/trpc/case-queues/queue-views';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database with the scale seed (scripts/seed-scale.ts)');
const rounds = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.slice(9) ?? 10);
const BENCH_PREFIX = 'Bench: ';

const QUEUES: CaseQueueDefinitionInput[] = [
  { name: 'Kundservice – nya', statuses: ['NOT_STARTED'], ownerGroupIds: [42], visibleToGroups: ['SAPPIS'] },
  { name: 'Svar från kund', statuses: ['CUSTOMER_REPLIED', 'RETURNS'], visibleToGroups: ['SAPPIS'] },
  { name: 'Högprioriterat', priorities: ['HIGH', 'HIGHEST'], visibleToGroups: ['SAPPIS'] },
  { name: 'Returer', caseTypeIds: [184, 185, 193, 194, 255], visibleToGroups: ['SAPPIS'] },
  { name: 'Företag', ownerGroupIds: [84], visibleToGroups: ['SAPPIS'] },
  { name: 'Ekonomi', caseTypeIds: [171, 227, 248, 120], visibleToGroups: ['SAPPIS'] },
  { name: 'Eskalerade', tagIds: [3], visibleToGroups: ['SAPPIS'] },
  {
    name: 'Adressärenden inkl. avslutade',
    ownerGroupIds: [117],
    showFinished: true,
    visibleToGroups: ['SAPPIS'],
  },
  { name: 'Bredband extern', ownerGroupIds: [103], visibleToGroups: ['SAPPIS'] },
  { name: 'TV extern', ownerGroupIds: [104], visibleToGroups: ['SAPPIS'] },
  {
    name: 'Bredband pågående',
    caseTypeIds: [102, 106],
    statuses: ['IN_PROGRESS', 'ACTION_BOOKED'],
    visibleToGroups: ['SAPPIS'],
  },
  { name: 'Digital TV', caseTypeIds: [103, 107, 212], visibleToGroups: ['SAPPIS'] },
  { name: 'Väntar på kund', statuses: ['WAITING_FOR_CUSTOMER'], visibleToGroups: ['SAPPIS'] },
  { name: 'Stängningsförfrågan', statuses: ['CLOSING_REQUEST'], visibleToGroups: ['SAPPIS'] },
  { name: 'Vilande', statuses: ['DORMANT'], visibleToGroups: ['SAPPIS'] },
  { name: 'Fråga till Sappa', statuses: ['QUESTION_TO_PROVIDER'], visibleToGroups: ['SAPPIS'] },
  { name: 'Uppsägningar', caseTypeIds: [182, 183, 187, 309], visibleToGroups: ['SAPPIS'] },
  { name: 'Alla öppna', visibleToGroups: ['SAPPIS'] },
  {
    name: 'Högsta prio Kundservice',
    priorities: ['HIGHEST'],
    ownerGroupIds: [42],
    visibleToGroups: ['SAPPIS'],
  },
  { name: 'Ånger, avslutade senaste', caseTypeIds: [184], showFinished: true, visibleToGroups: ['SAPPIS'] },
];

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

const summary = (samples: readonly number[]) => ({
  samples: samples.length,
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  max: percentile(samples, 100),
});

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const prisma = createPrismaClient(url);
try {
  const cases = await prisma.case.count();
  await prisma.caseQueue.deleteMany({ where: { name: { startsWith: BENCH_PREFIX } } });
  const created = [];
  for (const [index, input] of QUEUES.entries()) {
    const definition = caseQueueDefinitionSchema.parse({ ...input, name: `${BENCH_PREFIX}${input.name}` });
    created.push(await prisma.caseQueue.create({ data: { ...definition, position: 10_000 + index } }));
  }
  const filters = created.map((queue) => ({ id: queue.id, name: queue.name, filter: queueFilterOf(queue) }));
  const now = new Date();
  const firstPageOf = (queueId: number) =>
    queuePage(prisma, { queueId, userGroups: ['SAPPIS'], page: 1, pageSize: 25, now });

  // Warm-up: one pass of everything (plans, caches), not measured.
  await queueStats(prisma, filters, now);
  for (const queue of filters) await firstPageOf(queue.id);

  const firstPage: number[] = [];
  const perQueue = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const queue of filters) {
      const ms = await timed(() => firstPageOf(queue.id));
      firstPage.push(ms);
      perQueue.set(queue.name, [...(perQueue.get(queue.name) ?? []), ms]);
    }
  }
  const counts: number[] = [];
  const overview: number[] = [];
  for (let round = 0; round < rounds * 2; round++) {
    counts.push(
      await timed(() =>
        queueTotals(
          prisma,
          filters.map((queue) => queue.filter),
        ),
      ),
    );
    overview.push(await timed(() => queueStats(prisma, filters, now)));
  }
  const stats = await queueStats(prisma, filters, now);

  const result = {
    benchmark: 'case-queues',
    cases,
    queues: filters.length,
    rounds,
    firstPageMs: { ...summary(firstPage), target: 50, pass: percentile(firstPage, 95) <= 50 },
    countsOf20QueuesMs: { ...summary(counts), target: 100, pass: percentile(counts, 95) <= 100 },
    /** caseQueues.list's numbers for 20 queues: counts with oldest case, and live locks (no target of its own). */
    overviewOf20QueuesMs: summary(overview),
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    perQueue: filters.map((queue, index) => ({
      name: queue.name.slice(BENCH_PREFIX.length),
      count: stats[index]?.count,
      firstPageP95Ms: percentile(perQueue.get(queue.name) ?? [], 95),
    })),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await prisma.caseQueue.deleteMany({ where: { name: { startsWith: BENCH_PREFIX } } });
  await prisma.$disconnect();
}
