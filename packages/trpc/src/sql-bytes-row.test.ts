import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BytesRowStatement, bytesRowOf } from './sql-bytes-row.ts';
import { createSqlPool, type SqlPool } from './sql-pool.ts';

// A row read as bytes must be exactly the UTF-8 of what PostgreSQL's text is, whatever it holds, on every
// connection of the pool, and a failing statement must not leave the pool unusable.

let db: TestDatabase;
let pool: SqlPool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createSqlPool(db.url, { max: 2 });
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const ECHO: BytesRowStatement = {
  name: 'sappis_test_echo',
  text: `SELECT repeat($2, $1), NULL::text WHERE $1 > 0`,
  parameterTypes: ['integer', 'text'],
  columns: 2,
};

describe('bytesRowOf', () => {
  it('reads text columns as their UTF-8 bytes, NULL as null, on every pooled connection', async () => {
    const text = 'Åsa "Ö" / \n\t€ 😀 ';
    // 50,000 repeats: a row of ~1 MB, over many socket reads.
    const counts = [1, 3, 50_000];
    const rows = await Promise.all(counts.map((count) => bytesRowOf(pool, ECHO, [count, text])));
    expect(rows.map((row) => row?.[0]?.toString())).toEqual(counts.map((count) => text.repeat(count)));
    expect(rows.map((row) => row?.[1])).toEqual([null, null, null]);
  });

  it('answers null when the statement has no row', async () => {
    expect(await bytesRowOf(pool, ECHO, [0, 'x'])).toBeNull();
  });

  it('rejects a failing statement and the pool still answers', async () => {
    await expect(bytesRowOf(pool, ECHO, [-1 * 2 ** 31 - 1, 'x'])).rejects.toThrow();
    await expect(
      bytesRowOf(pool, { ...ECHO, name: 'sappis_test_fails', text: 'SELECT 1 / ($1 - $1), $2' }, [1, 'x']),
    ).rejects.toThrow('division by zero');
    expect((await bytesRowOf(pool, ECHO, [2, 'ab']))?.[0]?.toString()).toBe('abab');
  });

  it('refuses values it cannot write as safe literals', async () => {
    await expect(bytesRowOf(pool, ECHO, [1, "x'); DROP TABLE users; --"])).rejects.toThrow('literal');
    await expect(bytesRowOf(pool, ECHO, [1, 'x\\'])).rejects.toThrow('literal');
    await expect(bytesRowOf(pool, ECHO, [1.5, 'x'])).rejects.toThrow('literal');
  });
});
