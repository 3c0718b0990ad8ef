import { randomUUID } from 'node:crypto';
import type { Prisma } from '@sappis/db';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_TAKEN_MESSAGE, runOnce } from './run-once.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const PROCEDURE = 'tests.write';

/** The work of the tests: one audit row per run, answered with its id. */
async function writeAudit(tx: Prisma.TransactionClient, requestId: string) {
  const row = await tx.auditEntry.create({
    data: { userId: 1, action: PROCEDURE, entityType: 'Test', entityId: requestId },
  });
  return { auditId: Number(row.id), at: row.createdAt.toISOString() };
}

const runs = (requestId: string) => db.prisma.auditEntry.count({ where: { entityId: requestId } });
const record = (requestId: string) => db.prisma.idempotentRequest.findUnique({ where: { key: requestId } });

/** Resolves once a query of the test database waits for a lock (a duplicate insert waiting on the first). */
async function someoneWaitsForALock() {
  for (;;) {
    const [row] = await db.prisma.$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS "waiting" FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('runOnce', () => {
  it('runs the work once and answers a repeat, sequential or concurrent, with the stored result', async () => {
    const requestId = randomUUID();
    const key = { requestId, userId: 1, procedure: PROCEDURE };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => runOnce(db.prisma, key, (tx) => writeAudit(tx, requestId))),
    );
    expect(await runs(requestId)).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await runOnce(db.prisma, key, (tx) => writeAudit(tx, requestId))).toEqual(answers[0]);
    expect(await runs(requestId)).toBe(1);
    expect(await record(requestId)).toMatchObject({ userId: 1, procedure: PROCEDURE, result: answers[0] });
  });

  it('refuses the same request id from another user or for another procedure with CONFLICT', async () => {
    const requestId = randomUUID();
    await runOnce(db.prisma, { requestId, userId: 1, procedure: PROCEDURE }, (tx) =>
      writeAudit(tx, requestId),
    );
    for (const other of [
      { requestId, userId: 2, procedure: PROCEDURE },
      { requestId, userId: 1, procedure: 'tests.other' },
    ]) {
      await expect(runOnce(db.prisma, other, (tx) => writeAudit(tx, requestId))).rejects.toMatchObject({
        code: 'CONFLICT',
        message: REQUEST_ID_TAKEN_MESSAGE,
      });
    }
    expect(await runs(requestId)).toBe(1);
  });

  it('remembers nothing of a failed work: its writes and the record roll back, a retry runs', async () => {
    const requestId = randomUUID();
    const key = { requestId, userId: 1, procedure: PROCEDURE };
    const failing = runOnce(db.prisma, key, async (tx) => {
      await writeAudit(tx, requestId);
      throw new Error('work failed');
    });
    await expect(failing).rejects.toThrow('work failed');
    expect(await runs(requestId)).toBe(0);
    expect(await record(requestId)).toBeNull();
    await runOnce(db.prisma, key, (tx) => writeAudit(tx, requestId));
    expect(await runs(requestId)).toBe(1);
  });

  it('lets a duplicate that waited on a failing first run the work itself', async () => {
    const requestId = randomUUID();
    const key = { requestId, userId: 1, procedure: PROCEDURE };
    let fail = () => {};
    const failed = new Promise<void>((resolve) => {
      fail = resolve;
    });
    let started = () => {};
    const firstStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = runOnce(db.prisma, key, async (tx) => {
      await writeAudit(tx, requestId);
      started();
      await failed;
      throw new Error('first failed');
    });
    await firstStarted;
    const second = runOnce(db.prisma, key, (tx) => writeAudit(tx, requestId));
    await someoneWaitsForALock();
    fail();
    await expect(first).rejects.toThrow('first failed');
    const answer = await second;
    expect(await runs(requestId)).toBe(1);
    expect(await record(requestId)).toMatchObject({ result: answer });
  });
});
