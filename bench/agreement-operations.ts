// Agreement operations benchmark (issue 9, "Tests and measures"): p95 server time of a termination plan and of its
// execution on an agreement with 40 rows, on the scale seed. The plan is what the form's preview and the server's
// recompute cost: the operation context read from the database (agreements.operationContext) plus the shared
// plan function and its fingerprint. The execution is agreements.terminate's domain call, executeOperation: the
// request id, the locked recompute and one transaction writing the row, the case, the audit entry and the event.
// Each execution terminates one of the 40 rows; the rows are reset (not timed) before the next round.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/sappis_scale node --import tsx bench/agreement-operations.ts \
//     [--plans=300] [--executions=100]
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { createPrismaClient } from '@sappis/db';
import {
  isoDay,
  lastDayOfMonth,
  operationHandlerOf,
  planFingerprint,
  planTermination,
  type TerminationChoices,
  terminationDates,
} from '@sappis/shared';
import { executeOperation } from '@sappis/trpc/agreements/execute-operation';
import { loadOperationContext } from '@sappis/trpc/agreements/operation-context';
import { outboxEmailSender } from '@sappis/trpc/email/email-sender';
import { percentile } from './support/stats.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database with the scale seed (scripts/seed-scale.ts)');
const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const planRounds = option('plans', 300);
const executionRounds = option('executions', 100);
const ROWS = 40;
const BENCH_AGREEMENT = 99_000_001;

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
const today = isoDay();
const caseNumbers: number[] = [];
const started = new Date();
let benchCustomerId: number | undefined;
try {
  const [agreements, rows] = await Promise.all([prisma.agreement.count(), prisma.agreementRow.count()]);
  const customer = await prisma.customer.findFirstOrThrow({
    where: { customerNumber: { gte: 2_000_001 } },
    orderBy: { customerNumber: 'asc' },
  });
  benchCustomerId = customer.id;
  const user = await prisma.user.findFirstOrThrow({ where: { username: 'agent' } });
  const products = await prisma.product.findMany({
    where: { type: 'SERVICE' },
    take: ROWS,
    orderBy: { id: 'asc' },
  });
  await prisma.agreement.deleteMany({ where: { agreementNumber: BENCH_AGREEMENT } });
  const agreement = await prisma.agreement.create({
    data: {
      agreementNumber: BENCH_AGREEMENT,
      customerId: customer.id,
      deliveryAddress: 'Bänkgatan 40',
      deliveryCity: 'Uppsala',
      rows: {
        create: Array.from({ length: ROWS }, (_, index) => {
          const product = products[index % products.length];
          return {
            rowNumber: index + 1,
            type: 'SERVICE' as const,
            productType: 'SERVICE' as const,
            productId: product?.id,
            productNumber: product?.productNumber ?? `BENCH${index}`,
            productName: product?.name ?? `Bänktjänst ${index}`,
            category: product?.category ?? 'TV',
            priceList: 1,
            price: 99 + index,
            startDate: new Date('2025-01-01'),
            invoicedUntil: new Date(`${lastDayOfMonth(today)}T00:00:00Z`),
            boundUntil: index % 4 === 0 ? new Date(`${lastDayOfMonth(today, 5)}T00:00:00Z`) : null,
          };
        }),
      },
    },
    include: { rows: { orderBy: { rowNumber: 'asc' } } },
  });
  const actor = { id: user.id, ...operationHandlerOf(user) };
  const choicesFor = (rowIndex: number, context: Awaited<ReturnType<typeof loadOperationContext>>) => {
    const row = context.agreement.rows[rowIndex];
    if (!row) throw new Error('no row');
    const endDate = terminationDates(row, today)[0];
    if (!endDate) throw new Error('row has no termination date');
    return {
      rows: [{ rowId: row.id, endDate }],
      reasonId: 113,
      description: 'Bänk',
      sendConfirmation: true,
    } satisfies TerminationChoices;
  };

  const plan = async (rowIndex: number) => {
    const context = await loadOperationContext(prisma, { agreementNumber: BENCH_AGREEMENT, today });
    const outcome = planTermination(context, choicesFor(rowIndex, context), today);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusals));
    return planFingerprint(outcome.plan);
  };
  for (let round = 0; round < 20; round++) await plan(round % ROWS); // warm-up
  const planMs: number[] = [];
  for (let round = 0; round < planRounds; round++) planMs.push(await timed(() => plan(round % ROWS)));

  const executionMs: number[] = [];
  for (let round = 0; round < executionRounds + 5; round++) {
    await prisma.agreementRow.updateMany({ where: { agreementId: agreement.id }, data: { endDate: null } });
    const fingerprint = await plan(round % ROWS);
    const ms = await timed(async () => {
      const result = await executeOperation(prisma, {
        procedure: 'agreements.terminate',
        requestId: randomUUID(),
        agreementNumber: BENCH_AGREEMENT,
        planFingerprint: fingerprint,
        actor,
        now: new Date(),
        today,
        email: outboxEmailSender,
        plan: (context, day) => planTermination(context, choicesFor(round % ROWS, context), day),
      });
      caseNumbers.push(...result.caseNumbers);
    });
    if (round >= 5) executionMs.push(ms); // the first five warm up
  }

  process.stdout.write(
    `${JSON.stringify(
      {
        benchmark: 'agreement-operations',
        agreements,
        agreementRows: rows,
        rowsOnAgreement: ROWS,
        terminationPlanMs: summary(planMs),
        terminationExecutionMs: summary(executionMs),
        loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await prisma.case.deleteMany({ where: { number: { in: caseNumbers } } });
  await prisma.customerEmail.deleteMany({
    where: { customerId: benchCustomerId ?? -1, operation: 'terminate', sentAt: { gte: started } },
  });
  await prisma.agreement.deleteMany({ where: { agreementNumber: BENCH_AGREEMENT } });
  await prisma.$disconnect();
}
