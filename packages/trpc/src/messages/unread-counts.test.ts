import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSqlPool, type SqlPool } from '../sql-pool.ts';
import { createTestUser } from '../testing/users.ts';
import { countUnreadInBatch } from './unread-counts.ts';

let db: TestDatabase;
let pool: SqlPool;
const users: number[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createSqlPool(db.url);
  for (const unread of [0, 2, 5]) {
    const user = await createTestUser(db.prisma);
    users.push(user.id);
    await db.prisma.userMessage.createMany({
      data: Array.from({ length: unread + 3 }, (_, index) => ({
        userId: user.id,
        message: `Meddelande ${index}`,
        senderName: 'Test',
        read: index >= unread,
      })),
    });
  }
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describe('countUnreadInBatch', () => {
  it('answers the counts asked for in one turn with one statement', async () => {
    const query = vi.spyOn(pool, 'query');
    try {
      const asked = [...users, users[1]!, users[2]!, 999_999];
      const counts = await Promise.all(asked.map((userId) => countUnreadInBatch(pool, userId)));
      expect(counts).toEqual([
        { count: 0 },
        { count: 2 },
        { count: 5 },
        { count: 2 },
        { count: 5 },
        { count: 0 },
      ]);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it('sees every write committed before the call', async () => {
    const userId = users[0]!;
    expect(await countUnreadInBatch(pool, userId)).toEqual({ count: 0 });
    await db.prisma.userMessage.create({ data: { userId, message: 'Ny', senderName: 'Test', read: false } });
    expect(await countUnreadInBatch(pool, userId)).toEqual({ count: 1 });
  });

  it('fails every call of a batch whose statement fails, and the next batch works again', async () => {
    const query = vi.spyOn(pool, 'query').mockRejectedValueOnce(new Error('connection lost') as never);
    try {
      const failed = await Promise.allSettled(users.map((userId) => countUnreadInBatch(pool, userId)));
      expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(await countUnreadInBatch(pool, users[2]!)).toEqual({ count: 5 });
    } finally {
      query.mockRestore();
    }
  });
});
