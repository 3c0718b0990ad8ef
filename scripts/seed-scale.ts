// Bulk-seeds benchmark data: 100,000 customers, ~300,000 agreements, >1,000,000 agreement rows and
// 1,000,000 cases by default, on top of the demo data (seeded first when the database is empty).
//
//   node --import tsx scripts/seed-scale.ts [--customers=N] [--cases=N] [--agreements-per-customer=3]
//                                           [--rows-per-agreement=3.4] [--no-case-details] [--sequential]
//
// Uses DATABASE_URL's server when set, otherwise the embedded PostgreSQL under .data/postgres.
import { createPrismaClient, migrateDeploy, startDatabase } from '@sappis/db';
import { formatTimings, isDatabaseEmpty, seedDemo, seedScale } from '@sappis/db/seed/index';
import { hashPassword } from '@sappis/trpc/auth/password';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function numberOption(name: string): number | undefined {
  const value = option(name);
  if (value === undefined) return undefined;
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number`);
  return parsed;
}

const database = await startDatabase();
const log = (message: string) => process.stdout.write(`${message}\n`);
try {
  log(`database: ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}`);
  let start = performance.now();
  await migrateDeploy(database.url);
  log(`migrate deploy: ${Math.round(performance.now() - start)} ms`);

  const prisma = createPrismaClient(database.url);
  try {
    if (await isDatabaseEmpty(prisma)) {
      const demo = await seedDemo(prisma, { hashPassword });
      log(`demo data: ${demo.totalMs} ms`);
    } else {
      log('demo data: already present');
    }
  } finally {
    await prisma.$disconnect();
  }

  start = performance.now();
  let lastProgress = 0;
  const result = await seedScale(database.url, {
    customers: numberOption('customers'),
    cases: numberOption('cases'),
    agreementsPerCustomer: numberOption('agreements-per-customer'),
    rowsPerAgreement: numberOption('rows-per-agreement'),
    caseDetails: !process.argv.includes('--no-case-details'),
    parallel: !process.argv.includes('--sequential'),
    onProgress: (message) => {
      if (performance.now() - lastProgress > 2000) {
        lastProgress = performance.now();
        log(`  ... ${message}`);
      }
    },
  });
  log('\nscale seed (per table; the agreement and case tables are filled in parallel):');
  log(formatTimings(result.timings, result.totalMs));
  log(
    `\ninserted: ${Object.entries(result.inserted)
      .map(([table, rows]) => `${table} ${rows.toLocaleString('en-US')}`)
      .join(', ')}`,
  );
} finally {
  await database.stop();
}
