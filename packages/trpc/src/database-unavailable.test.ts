import { createPrismaClient, type PrismaClient } from '@sappis/db';
import { findFreePort } from '@sappis/db/free-port';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, OVERLOADED_MESSAGE } from './database-unavailable.ts';
import { appErrorFromPrisma } from './errors.ts';
import { createCaller } from './index.ts';
import { createSqlPool, type SqlPool } from './sql-pool.ts';
import { createTestContext } from './testing/context.ts';

// The errors here are real: a closed port, a pool that is full, backends terminated the way a PostgreSQL
// shutdown terminates them. Each must read as "not now" (a retryable 503); the database's refusals must not.

let db: TestDatabase;
let unreachable: PrismaClient;
const clients: PrismaClient[] = [];
const pools: SqlPool[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  url.port = String(await findFreePort()); // nobody listens there
  unreachable = createPrismaClient(url.toString());
  clients.push(unreachable);
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await Promise.all(clients.map((client) => client.$disconnect()));
  await db?.drop();
});

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** A client of its own (pool of `max`), its connections named so that they can be terminated. */
function ownClient(max: number): { prisma: PrismaClient; terminate: () => Promise<unknown> } {
  const applicationName = `sappis-unavailable-${process.pid}-${clients.length}`;
  const prisma = createPrismaClient(db.url, { max, applicationName });
  clients.push(prisma);
  return {
    prisma,
    terminate: () =>
      db.prisma.$queryRaw`SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity
        WHERE application_name = ${applicationName} AND state <> 'idle'`,
  };
}

/** Runs `work`, terminates its backend once it is running, and returns what it failed with. */
async function terminatedWhileRunning(client: ReturnType<typeof ownClient>, work: () => Promise<unknown>) {
  const failure = errorOf(work);
  await expect.poll(async () => ((await client.terminate()) as unknown[]).length, { timeout: 5_000 }).toBe(1);
  return failure;
}

describe('isDatabaseUnavailable', () => {
  it('reads an unreachable server as unavailable, for a query and a transaction', async () => {
    expect(isDatabaseUnavailable(await errorOf(() => unreachable.user.count()))).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(() => unreachable.$queryRaw`SELECT 1`))).toBe(true);
    expect(
      isDatabaseUnavailable(await errorOf(() => unreachable.$transaction((tx) => tx.user.count()))),
    ).toBe(true);
  });

  it('reads a transaction or a query that found the pool full for too long as unavailable', async () => {
    const { prisma } = ownClient(1);
    const holding = prisma.$queryRaw`SELECT pg_sleep(7)::text`.then(() => undefined);
    await expect
      .poll(
        async () =>
          db.prisma.$queryRaw<
            unknown[]
          >`SELECT 1 FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(7)%'`,
      )
      .toHaveLength(1);
    // Both wait for the one connection (at most Prisma's maxWait or POOL_WAIT_MS), then fail.
    const [transaction, query] = await Promise.all([
      errorOf(() => prisma.$transaction((tx) => tx.user.count(), { maxWait: 200 })),
      errorOf(() => prisma.user.count()),
    ]);
    expect(isDatabaseUnavailable(transaction)).toBe(true);
    expect(isDatabaseUnavailable(query)).toBe(true);
    await holding;
  }, 20_000);

  it('reads a backend terminated by a shutdown (57P01) as unavailable: Prisma query, transaction, SQL pool', async () => {
    const client = ownClient(2);
    const inQuery = await terminatedWhileRunning(
      client,
      () => client.prisma.$queryRaw`SELECT pg_sleep(5)::text`,
    );
    const inTransaction = await terminatedWhileRunning(client, () =>
      client.prisma.$transaction(async (tx) => tx.$queryRaw`SELECT pg_sleep(5)::text`),
    );
    expect(isDatabaseUnavailable(inQuery)).toBe(true);
    expect(isDatabaseUnavailable(inTransaction)).toBe(true);

    const pool = createSqlPool(db.url, { max: 1 });
    pools.push(pool);
    const [{ pid }] = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
      { pid: number },
    ];
    const sleeping = errorOf(() => pool.query('SELECT pg_sleep(5)'));
    await expect
      .poll(
        async () =>
          (await db.prisma.$queryRaw<unknown[]>`SELECT pg_terminate_backend(${pid}::int)::text`).length,
      )
      .toBe(1);
    expect(isDatabaseUnavailable(await sleeping)).toBe(true);
  }, 20_000);

  it('does not take the database refusing a request for unavailability', async () => {
    const refusals = [
      await errorOf(() => db.prisma.$queryRaw`select ${'abc'}::int`),
      await errorOf(() => db.prisma.case.findUnique({ where: { number: 2 ** 31 } })),
      await errorOf(() =>
        db.prisma.$transaction(async (tx) => {
          await tx.caseOwnerGroup.create({ data: { id: 9_001, name: 'Fakturagruppen' } });
          await tx.caseOwnerGroup.create({ data: { id: 9_001, name: 'Fakturagruppen' } });
        }),
      ),
      await errorOf(() => db.prisma.$queryRaw`SELECT * FROM "no_such_table"`),
      new Error('Något annat gick fel'),
    ];
    for (const refusal of refusals) expect(isDatabaseUnavailable(refusal)).toBe(false);
  });

  it('is answered SERVICE_UNAVAILABLE with the Swedish text and a retry hint, through a procedure', async () => {
    const caller = createCaller(createTestContext(unreachable, { token: 'a-session-token' }));
    const error = (await errorOf(() => caller.auth.profile())) as { code?: string; message?: string };
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(OVERLOADED_MESSAGE);
    const appError = appErrorFromPrisma(await errorOf(() => unreachable.user.count()));
    expect(appError?.details).toEqual({ retryable: true, retryAfterSeconds: 2 });
  });
});
