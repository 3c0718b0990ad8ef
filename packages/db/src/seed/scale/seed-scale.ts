import pg from 'pg';
import { ADDRESS_NATURAL_KEY_SQL } from '../address-key.ts';
import { BulkInserter, type RawExecutor } from '../bulk-insert.ts';
import { swedishToday } from '../dates.ts';
import { RESET_SEQUENCES_SQL } from '../sequences.ts';
import type { SeedTiming } from '../timings.ts';
import { agreementRowsSql, agreementsSql, type Seller } from './agreements.ts';
import { caseFormFieldsSql, caseHistorySql, caseRelationsSql, casesSql, caseTypesTableSql } from './cases.ts';
import { catalogTableSql } from './catalog.ts';
import { scaleCustomer } from './customers.ts';
import { withIndexesRebuilt } from './indexes.ts';
import { MAX_SCALE_CUSTOMERS, SCALE_RANGES } from './sql.ts';

export { SCALE_RANGES } from './sql.ts';

/**
 * Bulk data for benchmarks, appended on top of the demo data (which provides users, products, case types and
 * main agreements). Customers and addresses are generated in Node (valid personnummer, real places) and sent
 * as JSON batches; agreements, rows and cases are generated inside PostgreSQL by INSERT ... SELECT over
 * generate_series with a seeded hash, in chunks. Everything is a pure function of an index: the same options
 * on an equal database give the same rows, and a later run appends after the last index present (so an
 * interrupted run can be completed by running it again).
 */
export interface SeedScaleOptions {
  /** New customers (each with one address). Default 100,000. */
  customers?: number;
  /** Average agreements per new customer, 1-4. Default 3. */
  agreementsPerCustomer?: number;
  /** Average rows per agreement, 1-3.5 (at most 6 rows each). Default 3.4, which gives over 1,000,000 rows for 100,000 customers. */
  rowsPerAgreement?: number;
  /** New cases, spread over all scale customers. Default 1,000,000. */
  cases?: number;
  /** Also write each case's relation, description field and history. Default true. */
  caseDetails?: boolean;
  /** The seeding moment; dates are relative to it. Default now. */
  now?: Date;
  /** Run the agreement and the case inserts on two connections at once. Default true. */
  parallel?: boolean;
  onProgress?: (message: string) => void;
}

export interface SeedScaleResult {
  timings: SeedTiming[];
  totalMs: number;
  /** Rows inserted by this run, per table. */
  inserted: Record<string, number>;
}

const CUSTOMER_BATCH = 10_000;
const AGREEMENT_CHUNK_CUSTOMERS = 25_000;
const CASE_CHUNK = 125_000;
const R = SCALE_RANGES;

function executor(client: pg.PoolClient): RawExecutor {
  return {
    $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) =>
      (await client.query(query, values)).rows as T,
    $executeRawUnsafe: async (query: string, ...values: unknown[]) =>
      (await client.query(query, values)).rowCount ?? 0,
  };
}

async function scalar(client: pg.PoolClient, sql: string, values: unknown[] = []): Promise<number> {
  const result = await client.query<{ value: string | number | null }>(sql, values);
  return Number(result.rows[0]?.value ?? 0);
}

class Timings {
  private readonly byStep = new Map<string, SeedTiming>();

  add(step: string, rows: number, ms: number): void {
    const timing = this.byStep.get(step) ?? { step, rows: 0, ms: 0 };
    timing.rows += rows;
    timing.ms += Math.round(ms);
    this.byStep.set(step, timing);
  }

  async time(step: string, work: () => Promise<number>): Promise<number> {
    const start = performance.now();
    const rows = await work();
    this.add(step, rows, performance.now() - start);
    return rows;
  }

  list(): SeedTiming[] {
    return [...this.byStep.values()];
  }
}

/** Runs `sql` over (from, to] in chunks of `chunk`, with extra leading parameters. */
async function chunked(
  client: pg.PoolClient,
  timings: Timings,
  step: string,
  sql: string,
  range: { from: number; to: number; chunk: number; before?: unknown[]; after?: unknown[] },
  progress: (message: string) => void,
): Promise<number> {
  let total = 0;
  for (let from = range.from; from < range.to; from += range.chunk) {
    const to = Math.min(range.to, from + range.chunk);
    const rows = await timings.time(step, async () => {
      const result = await client.query(sql, [...(range.before ?? []), from, to, ...(range.after ?? [])]);
      return result.rowCount ?? 0;
    });
    total += rows;
    progress(`${step}: ${total.toLocaleString('en-US')} rows`);
  }
  return total;
}

export async function seedScale(url: string, options: SeedScaleOptions = {}): Promise<SeedScaleResult> {
  const started = performance.now();
  const customers = options.customers ?? 100_000;
  const agreementsPerCustomer = options.agreementsPerCustomer ?? 3;
  const rowsPerAgreement = options.rowsPerAgreement ?? 3.4;
  const caseCount = options.cases ?? 1_000_000;
  const now = options.now ?? new Date();
  const today = swedishToday(now);
  const todayText = today.toISOString().slice(0, 10);
  const nowText = now.toISOString().replace('T', ' ').replace('Z', '');
  const progress = options.onProgress ?? (() => {});
  if (agreementsPerCustomer < 1 || agreementsPerCustomer > 4)
    throw new Error('agreementsPerCustomer must be 1-4');
  if (rowsPerAgreement < 1 || rowsPerAgreement > 3.5) throw new Error('rowsPerAgreement must be 1-3.5');

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const timings = new Timings();
  const inserted: Record<string, number> = {};
  const count = (table: string, rows: number) => {
    inserted[table] = (inserted[table] ?? 0) + rows;
  };
  const main = await pool.connect();
  let second: pg.PoolClient | undefined;
  try {
    // Safe speed-up: a crash could lose the last commits of this session, never corrupt anything.
    await main.query('SET synchronous_commit = off');
    const references = await scalar(
      main,
      `SELECT (SELECT count(*) FROM case_types) * (SELECT count(*) FROM products) * (SELECT count(*) FROM main_agreements)
        * (SELECT count(*) FROM users) AS value`,
    );
    if (references === 0)
      throw new Error(
        'seedScale needs the demo data (users, main agreements) and the reference catalogue: seed the demo data first',
      );
    const sellerRows = await main.query<{ employeeNumber: string; name: string; id: number }>(
      `SELECT u.id, u."employeeNumber", u."firstName" || ' ' || u."lastName" AS name FROM users u
       WHERE EXISTS (SELECT 1 FROM user_groups ug JOIN groups g ON g.id = ug."groupId" WHERE ug."userId" = u.id AND g.name = 'SAPPIS')
       ORDER BY u.id`,
    );
    const sellers: Seller[] = sellerRows.rows.map((row) => ({
      employeeNumber: row.employeeNumber,
      name: row.name,
    }));
    const userIds = sellerRows.rows.map((row) => row.id);
    if (userIds.length === 0) throw new Error('seedScale needs users in the SAPPIS group');

    // Where earlier runs stopped (every table is resumed on its own, so an interrupted run can be completed).
    const lastCustomer = await scalar(
      main,
      `SELECT COALESCE(MAX(id) - ${R.customerIdBase}, 0) AS value FROM customers WHERE id > ${R.customerIdBase}`,
    );
    if (lastCustomer + customers > MAX_SCALE_CUSTOMERS)
      throw new Error(`At most ${MAX_SCALE_CUSTOMERS} scale customers`);
    const lastCase = await scalar(
      main,
      `SELECT COALESCE(MAX(id) - ${R.caseIdBase}, 0) AS value FROM cases WHERE id > ${R.caseIdBase}`,
    );

    const rebuilt = (table: string, ms: number) => timings.add(`indexes and foreign keys: ${table}`, 0, ms);
    const totalCustomers = lastCustomer + customers;

    // Customers and addresses, generated here and sent as JSON batches.
    const customerPhase = async (client: pg.PoolClient) => {
      const bulk = new BulkInserter(executor(client));
      const stored = await client.query<{ key: string }>(
        `SELECT ${ADDRESS_NATURAL_KEY_SQL} AS "key" FROM addresses`,
      );
      const takenAddresses = new Set(stored.rows.map((row) => row.key));
      await withIndexesRebuilt(
        client,
        ['customers', 'addresses'],
        async () => {
          for (let first = lastCustomer + 1; first <= totalCustomers; first += CUSTOMER_BATCH) {
            const last = Math.min(totalCustomers, first + CUSTOMER_BATCH - 1);
            const start = performance.now();
            const batch: ReturnType<typeof scaleCustomer>[] = [];
            for (let index = first; index <= last; index++)
              batch.push(scaleCustomer(index, today, takenAddresses));
            timings.add('generate customers (node)', 0, performance.now() - start);
            const customerRows = batch.map((item) => item.customer);
            const addressRows = batch.map((item) => item.address);
            count('customers', await timings.time('customers', () => bulk.insert('customers', customerRows)));
            count('addresses', await timings.time('addresses', () => bulk.insert('addresses', addressRows)));
            progress(`customers: ${(last - lastCustomer).toLocaleString('en-US')}`);
          }
        },
        rebuilt,
      );
    };

    // Agreements and their rows, generated inside PostgreSQL from the customers.
    const agreementPhase = async (client: pg.PoolClient) => {
      await client.query(catalogTableSql());
      await withIndexesRebuilt(
        client,
        ['agreements', 'agreement_rows'],
        async () => {
          const doneCustomer = await scalar(
            client,
            `SELECT COALESCE(MAX(id) - ${R.agreementIdBase}, 0) / 8 AS value FROM agreements WHERE id > ${R.agreementIdBase}`,
          );
          const agreementSql = agreementsSql(agreementsPerCustomer);
          count(
            'agreements',
            await chunked(
              client,
              timings,
              'agreements',
              agreementSql,
              {
                from: R.customerIdBase + doneCustomer,
                to: R.customerIdBase + totalCustomers,
                chunk: AGREEMENT_CHUNK_CUSTOMERS,
                before: [todayText],
              },
              progress,
            ),
          );
          const doneAgreementKey = await scalar(
            client,
            `SELECT COALESCE((MAX(id) - ${R.rowIdBase}) / 8, 0) AS value FROM agreement_rows WHERE id > ${R.rowIdBase}`,
          );
          const lastAgreement = await scalar(
            client,
            `SELECT COALESCE(MAX(id), 0) AS value FROM agreements WHERE id > ${R.agreementIdBase}`,
          );
          count(
            'agreement_rows',
            await chunked(
              client,
              timings,
              'agreement rows',
              agreementRowsSql(rowsPerAgreement, sellers),
              {
                from: R.agreementIdBase + doneAgreementKey,
                to: lastAgreement,
                chunk: AGREEMENT_CHUNK_CUSTOMERS * 8,
                before: [todayText],
              },
              progress,
            ),
          );
        },
        rebuilt,
        // The case phase reads customers meanwhile: keep the foreign key to it (dropping it would lock customers).
        ['customers'],
      );
      await timings.time('analyze agreements', async () => {
        await client.query('ANALYZE customers, addresses, agreements, agreement_rows');
        return 0;
      });
      await client.query('DROP TABLE IF EXISTS scale_catalog');
    };

    // Cases, then (once the customers are committed) their relations, form fields and history.
    const casePhase = async (client: pg.PoolClient, customersReady: Promise<void>) => {
      const types = caseTypesTableSql();
      await client.query(types.sql);
      const detailTables =
        options.caseDetails === false ? [] : ['case_relations', 'case_form_fields', 'case_history'];
      await withIndexesRebuilt(
        client,
        ['cases', ...detailTables],
        async () => {
          count(
            'cases',
            await chunked(
              client,
              timings,
              'cases',
              casesSql(types.size, userIds),
              {
                from: lastCase,
                to: lastCase + caseCount,
                chunk: CASE_CHUNK,
                before: [nowText],
              },
              progress,
            ),
          );
          if (detailTables.length === 0) return;
          const lastCaseNow = lastCase + caseCount;
          const done = (table: string) =>
            scalar(
              client,
              `SELECT COALESCE(MAX("caseId") - ${R.caseIdBase}, 0) AS value FROM ${table} WHERE "caseId" > ${R.caseIdBase}`,
            );
          count(
            'case_form_fields',
            await chunked(
              client,
              timings,
              'case form fields',
              caseFormFieldsSql(),
              {
                from: await done('case_form_fields'),
                to: lastCaseNow,
                chunk: CASE_CHUNK * 2,
              },
              progress,
            ),
          );
          count(
            'case_history',
            await chunked(
              client,
              timings,
              'case history',
              caseHistorySql(),
              {
                from: await done('case_history'),
                to: lastCaseNow,
                chunk: CASE_CHUNK * 2,
              },
              progress,
            ),
          );
          // Relations spread the cases over every scale customer.
          await customersReady;
          if (totalCustomers > 0) {
            count(
              'case_relations',
              await chunked(
                client,
                timings,
                'case relations',
                caseRelationsSql(),
                {
                  from: await done('case_relations'),
                  to: lastCaseNow,
                  chunk: CASE_CHUNK * 2,
                  after: [totalCustomers],
                },
                progress,
              ),
            );
          }
        },
        rebuilt,
      );
      await timings.time('analyze cases', async () => {
        await client.query('ANALYZE cases, case_relations, case_form_fields, case_history');
        return 0;
      });
      await client.query('DROP TABLE IF EXISTS scale_case_types');
    };

    if (options.parallel ?? true) {
      // Two connections: customers then agreements on one, cases on the other (they share no locks).
      second = await pool.connect();
      await second.query('SET synchronous_commit = off');
      const caseClient = second;
      const customersReady = customerPhase(main);
      const results = await Promise.allSettled([
        customersReady.then(() => agreementPhase(main)),
        casePhase(caseClient, customersReady),
      ]);
      // Wait for both even when one fails, so no query is still running when the clients are released.
      for (const result of results) if (result.status === 'rejected') throw result.reason;
    } else {
      await customerPhase(main);
      await agreementPhase(main);
      await casePhase(main, Promise.resolve());
    }
    await timings.time('reset sequences', async () => {
      await main.query(RESET_SEQUENCES_SQL);
      return 0;
    });
  } finally {
    second?.release();
    main.release();
    await pool.end();
  }
  return { timings: timings.list(), totalMs: Math.round(performance.now() - started), inserted };
}
