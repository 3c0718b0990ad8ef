// Global search benchmark (issue 4, section 3): each search tab's domain function over the scale seed
// (scripts/seed-scale.ts: 100,000 customers, ~300,000 agreements, >1,000,000 agreement rows, 1,000,000 cases)
// for selective terms of 3+ characters taken from the data, first page of 10 with the total. Runs every tab
// with the indexes of the search_trigram_indexes migration, then again without them: inside one transaction
// that drops them and is rolled back at the end, so the database keeps its indexes. Target: p95 ≤ 50 ms per
// tab with the indexes. Run `VACUUM ANALYZE` once after seeding.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/sappis_scale node --import tsx bench/search.ts [--iterations=50] [--skip-without]
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPrismaClient, type PrismaClient } from '@sappis/db';
import { type SearchArgs, type SearchTabKey, searchInput } from '@sappis/shared';
import type { SearchDb } from '@sappis/trpc/search/paged-query';
import { searchAddressIds } from '@sappis/trpc/search/search-address-ids';
import { searchAddresses } from '@sappis/trpc/search/search-addresses';
import { searchAgreements } from '@sappis/trpc/search/search-agreements';
import { searchCases } from '@sappis/trpc/search/search-cases';
import { searchCustomers } from '@sappis/trpc/search/search-customers';
import { searchDeliveryAddresses } from '@sappis/trpc/search/search-delivery-addresses';
import { searchInvoices } from '@sappis/trpc/search/search-invoices';
import { searchStock } from '@sappis/trpc/search/search-stock';
import { percentile, printJson } from './support/stats.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database with the scale seed (scripts/seed-scale.ts)');
const iterations = Number(process.argv.find((arg) => arg.startsWith('--iterations='))?.slice(13) ?? 50);
const skipWithout = process.argv.includes('--skip-without');

const SEARCHES: Record<SearchTabKey, (db: SearchDb, args: SearchArgs) => Promise<{ total: number }>> = {
  customers: searchCustomers,
  cases: searchCases,
  addresses: searchAddresses,
  agreements: searchAgreements,
  addressIds: searchAddressIds,
  deliveryAddresses: searchDeliveryAddresses,
  stock: searchStock,
  invoices: searchInvoices,
};

/** A few values of a column, the same ones every run (ordered by a hash of the id). */
async function sample(prisma: PrismaClient, sql: string, count = 4): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<{ value: string }[]>(`${sql} LIMIT ${count}`);
  return rows.map((row) => String(row.value));
}

/** Selective terms per tab, 3+ characters, from the seeded data. */
async function termsPerTab(prisma: PrismaClient): Promise<Record<SearchTabKey, string[]>> {
  const byHash = (table: string, column: string, where = 'TRUE') =>
    `SELECT ${column} AS value FROM ${table} WHERE ${where} ORDER BY md5(id::text)`;
  return {
    customers: [
      ...(await sample(prisma, byHash('customers', 'name'), 3)),
      ...(await sample(prisma, byHash('customers', 'email', 'email IS NOT NULL'), 2)),
      ...(await sample(prisma, byHash('customers', '"mobilePhone"', '"mobilePhone" IS NOT NULL'), 2)),
      ...(await sample(prisma, byHash('customers', '"personalId"'), 1)),
      ...(await sample(prisma, byHash('customers', '"customerNumber"::text'), 1)),
      ...(await sample(prisma, byHash('cantab_customers', 'name'), 1)),
    ],
    cases: [
      ...(await sample(prisma, byHash('case_relations', '"customerName"', '"customerName" IS NOT NULL'), 3)),
      ...(await sample(prisma, byHash('cases', 'number::text'), 2)),
      ...(await sample(
        prisma,
        byHash('cases', '"externalTicketNumber"', '"externalTicketNumber" IS NOT NULL'),
        2,
      )),
      ...(await sample(
        prisma,
        byHash('case_relations', '"customerNumber"::text', '"customerNumber" IS NOT NULL'),
        1,
      )),
    ],
    addresses: [
      ...(await sample(prisma, byHash('addresses', "street || ' ' || number"), 4)),
      ...(await sample(prisma, byHash('addresses', 'id'), 2)),
    ],
    agreements: [
      ...(await sample(prisma, byHash('agreements', '"agreementNumber"::text'), 4)),
      ...(await sample(prisma, byHash('agreements', 'left("agreementNumber"::text, 6)'), 2)),
    ],
    addressIds: [
      ...(await sample(prisma, byHash('agreements', '"addressId"', '"addressId" IS NOT NULL'), 4)),
      ...(await sample(prisma, byHash('agreements', 'left("addressId", 7)', '"addressId" IS NOT NULL'), 2)),
    ],
    deliveryAddresses: await sample(prisma, byHash('agreements', '"deliveryAddress"'), 6),
    stock: ['hyrbox', 'BOX02', 'programkort', 'router'],
    invoices: [
      ...(await sample(prisma, byHash('invoices', '"invoiceNumber"::text'), 3)),
      ...(await sample(prisma, byHash('invoices', 'ocr'), 2)),
    ],
  };
}

/** The index names the search_trigram_indexes migration creates. */
function searchIndexNames(): string[] {
  const migrations = path.resolve(import.meta.dirname, '../prisma/migrations');
  const folder = readdirSync(migrations).find((name) => name.endsWith('_search_trigram_indexes'));
  if (!folder) throw new Error('migration search_trigram_indexes not found');
  const sql = readFileSync(path.join(migrations, folder, 'migration.sql'), 'utf8');
  return [...sql.matchAll(/CREATE INDEX "([^"]+)"/g)].map((match) => match[1]!);
}

async function measure(db: SearchDb, terms: Record<SearchTabKey, string[]>, indexes: boolean) {
  for (const [tab, search] of Object.entries(SEARCHES) as [SearchTabKey, (typeof SEARCHES)[SearchTabKey]][]) {
    const args = terms[tab].map((query) => searchInput.parse({ query }));
    const totals: number[] = [];
    for (const arg of args) totals.push((await search(db, arg)).total); // warm-up, and the hit counts
    const times: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      const start = performance.now();
      await search(db, args[i % args.length]!);
      times.push(performance.now() - start);
    }
    printJson({
      tab,
      indexes,
      samples: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: percentile(times, 100),
      terms: terms[tab],
      totals,
    });
  }
}

const prisma = createPrismaClient(url);
try {
  const [counts] = await prisma.$queryRaw<Record<string, number>[]>`
    SELECT (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM agreements)::int AS agreements,
      (SELECT count(*) FROM agreement_rows)::int AS "agreementRows", (SELECT count(*) FROM cases)::int AS cases,
      (SELECT count(*) FROM addresses)::int AS addresses`;
  printJson({ data: counts, loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100) });
  const terms = await termsPerTab(prisma);
  await measure(prisma, terms, true);
  if (!skipWithout) {
    const names = searchIndexNames();
    const rollback = new Error('rollback');
    await prisma
      .$transaction(
        async (tx) => {
          for (const name of names) await tx.$executeRawUnsafe(`DROP INDEX IF EXISTS "${name}"`);
          printJson({ droppedIndexes: names.length });
          await measure(tx, terms, false);
          throw rollback;
        },
        { timeout: 30 * 60_000, maxWait: 10_000 },
      )
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  }
  printJson({ loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100) });
} finally {
  await prisma.$disconnect();
}
