import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneIdempotentRequests } from './prune-idempotent-requests.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('pruneIdempotentRequests', () => {
  it('forgets request ids, remembered writes and bureau answers older than the cutoff and keeps newer ones', async () => {
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    await db.prisma.idempotentRequest.createMany({
      data: [30, 2, 25].map((hoursAgo) => ({
        key: `request-${hoursAgo}`,
        userId: 1,
        procedure: 'cases.create',
        result: { caseNumber: hoursAgo },
        createdAt: at(hoursAgo),
      })),
    });
    await db.prisma.adapterWrite.createMany({
      data: [26, 1].map((hoursAgo) => ({
        call: 'billingSync.syncAgreement',
        key: `request-${hoursAgo}`,
        answer: { rowCount: hoursAgo },
        createdAt: at(hoursAgo),
      })),
    });
    await db.prisma.creditBureauAnswer.createMany({
      data: [28, 3].map((hoursAgo) => ({
        identity: `19800101000${hoursAgo % 10}`,
        day: new Date('2026-11-27'),
        status: 0,
        createdAt: at(hoursAgo),
      })),
    });
    expect(await pruneIdempotentRequests(db.prisma, at(24))).toBe(4);
    const left = await db.prisma.idempotentRequest.findMany({ select: { key: true } });
    expect(left).toEqual([{ key: 'request-2' }]);
    expect(await db.prisma.adapterWrite.findMany({ select: { key: true } })).toEqual([{ key: 'request-1' }]);
    expect(await db.prisma.creditBureauAnswer.count()).toBe(1);
  });
});
