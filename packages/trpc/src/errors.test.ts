import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorFromPrisma, INVALID_VALUE_MESSAGE } from './errors.ts';
import { createSqlPool, type SqlPool } from './sql-pool.ts';

let db: TestDatabase;
let pool: SqlPool;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createSqlPool(db.url, { max: 1 });
});

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

/** The error `run` rejects with (the database really refusing the value). */
async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse the value');
}

describe('appErrorFromPrisma', () => {
  it.each([
    [
      'an int4 out of range in a Prisma query (P2020)',
      () => db.prisma.case.findUnique({ where: { number: 2 ** 31 } }),
    ],
    [
      'a NUL byte in a Prisma query (adapter-pg DriverAdapterError 22021)',
      () => db.prisma.user.findFirst({ where: { username: 'a\u0000b' } }),
    ],
    [
      'a lone surrogate in a Prisma query (the query engine cannot encode it)',
      () => db.prisma.user.findFirst({ where: { username: '\ud800' } }),
    ],
    [
      'a text too long for its varchar column (P2000)',
      () =>
        db.prisma.casePresence.create({
          data: { caseId: 1, userId: 1, clientId: 'x'.repeat(65), expiresAt: new Date() },
        }),
    ],
    [
      'an amount too large for numeric(12,2) (P2020)',
      () => db.prisma.agreementRow.updateMany({ where: { id: -1 }, data: { price: '1e12' } }),
    ],
    [
      'a NUL byte in a raw Prisma query (P2010 with 22021)',
      () => db.prisma.$queryRaw`select ${'a\u0000'}::text`,
    ],
    [
      'a number that is not one in a raw Prisma query (P2010 with 22P02)',
      () => db.prisma.$queryRaw`select ${'abc'}::int`,
    ],
    [
      'a NUL byte on the raw SQL pool (node-postgres 22021)',
      () => pool.query('select $1::text', ['a\u0000']),
    ],
    [
      'an int4 out of range on the raw SQL pool (node-postgres 22003)',
      () => pool.query('select $1::int', [2 ** 31]),
    ],
  ])('maps %s to BAD_REQUEST with a Swedish message', async (_, run) => {
    const appError = appErrorFromPrisma(await errorOf(run));
    expect(appError).toMatchObject({ code: 'BAD_REQUEST', userMessage: INVALID_VALUE_MESSAGE });
  });

  it('keeps duplicates a CONFLICT and leaves errors that are not the input’s fault alone', async () => {
    await db.prisma.group.create({ data: { name: 'FEL-TEST' } });
    const duplicate = await errorOf(() => db.prisma.group.create({ data: { name: 'FEL-TEST' } }));
    expect(appErrorFromPrisma(duplicate)).toMatchObject({ code: 'CONFLICT' });
    const missingTable = await errorOf(() => pool.query('select * from no_such_table'));
    expect(appErrorFromPrisma(missingTable)).toBeUndefined();
    expect(appErrorFromPrisma(new Error('boom'))).toBeUndefined();
  });
});
