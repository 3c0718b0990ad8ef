import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
});
