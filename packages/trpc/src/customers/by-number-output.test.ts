import { seedDemo } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createCaller } from '../index.ts';
import { jsonTextOf } from '../json-text.ts';
import { createSqlPool, type SqlPool } from '../sql-pool.ts';
import { ensureBenchCustomer } from '../testing/bench-customer.ts';
import { signInTestUser } from '../testing/signed-in.ts';
import { byNumberOutput } from './by-number.ts';
import { getCustomerByNumber } from './service.ts';

// The customer view is not validated against its output schema on every call (issue 28), and the HTTP answer
// writes its JSON text as it is: so every demo customer's view, and the one with 20 agreements × 20 rows, must
// be exactly of the schema (nothing missing, nothing more), with a JSON text equal to the serialized object.

let db: TestDatabase;
let pool: SqlPool;
let caller: ReturnType<typeof createCaller>;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}` });
  await ensureBenchCustomer(db.prisma);
  pool = createSqlPool(db.url);
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
}, 180_000);
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

describe('customers.byNumber answers', () => {
  it('are exactly of the output schema and carry their own JSON text, read through Prisma and the pool', async () => {
    const customers = await db.prisma.customer.findMany({
      where: { mergedIntoCustomerNumber: null },
      select: { customerNumber: true },
      orderBy: { customerNumber: 'asc' },
    });
    expect(customers.length).toBeGreaterThan(100);
    let rows = 0;
    for (const { customerNumber } of customers) {
      const view = await caller.customers.byNumber({ customerNumber });
      expect(byNumberOutput.parse(view)).toStrictEqual(view);
      expect(jsonTextOf(view)).toBe(JSON.stringify(view));
      const onPool = await getCustomerByNumber(db.prisma, {
        customerNumber,
        today: '2026-01-15',
        sqlPool: pool,
      });
      expect(jsonTextOf(onPool)).toBe(JSON.stringify(onPool));
      expect(onPool.agreements).toEqual(view.agreements);
      rows += view.agreements.reduce((sum, agreement) => sum + agreement.rows.length, 0);
    }
    expect(rows).toBeGreaterThan(400);
  }, 300_000);
});
