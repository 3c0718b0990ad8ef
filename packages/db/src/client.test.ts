import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrismaClient } from './client.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.user.create({
    data: {
      username: 'kapslad',
      email: 'kapslad@example.se',
      firstName: 'Kim',
      lastName: 'Kapslad',
      employeeNumber: 'E-1',
      passwordHash: 'x',
      groups: {
        create: [{ group: { create: { name: 'SAPPIS' } } }, { group: { create: { name: 'ADMIN' } } }],
      },
      sessions: { create: { id: 's-1', expiresAt: new Date(Date.now() + 60_000) } },
    },
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db?.drop();
});

describe('createPrismaClient', () => {
  it('sends a transaction connection one query at a time, also for a read with nested includes', async () => {
    const query = pg.Client.prototype.query;
    const running = new Map<object, number>();
    let most = 0;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const count = (running.get(this) ?? 0) + 1;
      running.set(this, count);
      most = Math.max(most, count);
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      void Promise.resolve(result)
        .catch(() => {})
        .finally(() => running.set(this, (running.get(this) ?? 1) - 1));
      return result as never;
    });

    const [count, users] = await db.prisma.$transaction([
      db.prisma.user.count(),
      db.prisma.user.findMany({
        include: { groups: { include: { group: true } }, sessions: true, caseLocks: true },
      }),
    ]);

    expect(count).toBe(1);
    expect(users[0]?.groups.map((membership) => membership.group.name).sort()).toEqual(['ADMIN', 'SAPPIS']);
    expect(users[0]?.sessions.map((session) => session.id)).toEqual(['s-1']);
    expect(most).toBe(1);
  });

  it('gives the pool back every connection that died inside a transaction (PostgreSQL restarted)', async () => {
    const applicationName = `sappis-dying-${process.pid}`;
    const prisma = createPrismaClient(db.url, { max: 2, applicationName });
    const terminate = () =>
      db.prisma.$queryRaw<unknown[]>`SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity
        WHERE application_name = ${applicationName} AND state <> 'idle'`;
    try {
      // More dying transactions than the pool has connections: each would otherwise keep its slot for good.
      for (let round = 0; round < 4; round += 1) {
        const transaction = prisma
          .$transaction(async (tx) => {
            await tx.$queryRaw`SELECT pg_sleep(5)::text`;
          })
          .then(
            () => 'committed',
            () => 'failed',
          );
        await expect.poll(async () => (await terminate()).length, { timeout: 5_000 }).toBe(1);
        expect(await transaction).toBe('failed');
      }
      // The pool has usable connections again: a transaction starts within Prisma's 2 s maxWait.
      const rows = await prisma.$transaction((tx) => tx.$queryRaw<{ one: number }[]>`SELECT 1::int AS one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await prisma.$disconnect(); // waited forever on the connections never given back
    }
  });
});
