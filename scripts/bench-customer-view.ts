// Server-side load time of the customer view (customers.byNumber's domain function) for a customer with
// 20 agreements and 400 rows (sub-rows included), read on a node-postgres pool as the API reads it. Run it on the
// scale seed (scripts/seed-scale.ts) for the figure; the customer is created once (customer number 1999999)
// and reused.
//
//   node --import tsx scripts/bench-customer-view.ts [--runs=300]
//
// Uses DATABASE_URL's server when set, otherwise the embedded PostgreSQL under .data/postgres.
import { createPrismaClient, migrateDeploy, startDatabase } from '@sappis/db';
import { isoDay } from '@sappis/shared';
import { getCustomerByNumber } from '@sappis/trpc/customers/service';
import { createSqlPool } from '@sappis/trpc/sql-pool';
import {
  BENCH_CUSTOMER_NUMBER as CUSTOMER_NUMBER,
  ensureBenchCustomer,
} from '@sappis/trpc/testing/bench-customer';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 300);

const database = await startDatabase();
try {
  await migrateDeploy(database.url);
  const prisma = createPrismaClient(database.url);
  const sqlPool = createSqlPool(database.url);
  try {
    await ensureBenchCustomer(prisma);
    const today = isoDay();
    const load = () => getCustomerByNumber(prisma, { customerNumber: CUSTOMER_NUMBER, today, sqlPool });
    const first = await load();
    const rows = first.agreements.reduce((sum, agreement) => sum + agreement.rows.length, 0);
    for (let i = 0; i < 30; i += 1) await load();
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await load();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
    process.stdout.write(
      `customer view: ${first.agreements.length} agreements, ${rows} rows, ${runs} runs: ` +
        `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms\n`,
    );
  } finally {
    await sqlPool.end();
    await prisma.$disconnect();
  }
} finally {
  await database.stop();
}
