import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlPool, type SqlPool } from '../sql-pool.ts';
import { poolRunner, type SqlRunner } from '../sql-runner.ts';
import { createTestUser } from '../testing/users.ts';
import { readSessionRow } from './session-rows.ts';
import { createSession, DEFAULT_SESSION_SETTINGS } from './sessions.ts';

let db: TestDatabase;
let pool: SqlPool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createSqlPool(db.url);
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describe('readSessionRow', () => {
  it('reads the sessions asked for in one turn of the event loop with one statement, each its own row', async () => {
    const users = [
      await createTestUser(db.prisma, { groups: ['SAPPIS'] }),
      await createTestUser(db.prisma, { groups: ['SAPPIS', 'BUSINESS_SUPPORT'] }),
    ];
    const sessions = await Promise.all(
      [users[0], users[1], users[1]].map((user) =>
        createSession(db.prisma, { userId: user!.id, now: new Date(), settings: DEFAULT_SESSION_SETTINGS }),
      ),
    );
    const runner = poolRunner(pool);
    let statements = 0;
    const counting: SqlRunner = {
      rows: (text, values) => {
        statements += 1;
        return runner.rows(text, values);
      },
    };
    const ids = [...sessions.map((session) => session.sessionId), 'a session that does not exist'];
    // The same session asked for twice in the turn: both callers get it, each a copy of their own.
    const rows = await Promise.all([...ids, ids[0]!].map((id) => readSessionRow(counting, id)));
    expect(statements).toBe(1);
    expect(rows.map((row) => row?.userId)).toEqual([
      users[0]!.id,
      users[1]!.id,
      users[1]!.id,
      undefined,
      users[0]!.id,
    ]);
    expect(rows.map((row) => row?.id)).toEqual([...ids.slice(0, 3), undefined, ids[0]]);
    expect(rows[1]?.groups.sort()).toEqual(['BUSINESS_SUPPORT', 'SAPPIS']);
    expect(rows[0]).not.toBe(rows[4]);
    expect(rows[0]?.groups).not.toBe(rows[4]?.groups);

    // A lookup in a later turn is a statement of its own.
    expect((await readSessionRow(counting, ids[1]!))?.userId).toBe(users[1]!.id);
    expect(statements).toBe(2);
  });

  it('fails every lookup of the statement when it fails', async () => {
    const failing: SqlRunner = { rows: () => Promise.reject(new Error('the database is gone')) };
    const lookups = [readSessionRow(failing, 'one'), readSessionRow(failing, 'two')];
    for (const lookup of lookups) await expect(lookup).rejects.toThrow('the database is gone');
  });
});
