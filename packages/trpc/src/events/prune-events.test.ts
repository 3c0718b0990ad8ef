import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneEvents } from './prune-events.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('pruneEvents', () => {
  it('deletes events older than the cutoff but always keeps the newest', async () => {
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    await db.prisma.event.createMany({
      data: [30, 25, 2, 48].map((hoursAgo) => ({
        type: 'case.changed',
        payload: {},
        createdAt: at(hoursAgo),
      })),
    });
    expect(await pruneEvents(db.prisma, at(24))).toBe(2);
    const left = await db.prisma.event.findMany({ orderBy: { id: 'asc' }, select: { createdAt: true } });
    // The 2-hour-old one is recent; the 48-hour-old one is the newest row (highest id) and stays.
    expect(left.map((event) => Math.round((Date.now() - event.createdAt.getTime()) / 3_600_000))).toEqual([
      2, 48,
    ]);
  });
});
