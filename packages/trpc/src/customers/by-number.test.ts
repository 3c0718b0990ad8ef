import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../index.ts';
import { createTestContext } from '../testing/context.ts';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('customers.byNumber', () => {
  it('returns the customer with agreements, rows and sub-rows', async () => {
    const { customer, service } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });

    const result = await caller.customers.byNumber({ customerNumber: customer.customerNumber });

    expect(result.name).toBe('Karin Lindqvist');
    expect(result.agreements).toHaveLength(1);
    const rows = result.agreements[0]!.rows;
    expect(rows.map((row) => row.productNumber)).toEqual(['BAS250', 'RABATT']);
    expect(rows[0]).toMatchObject({ price: 399, campaignPrice: 199.5, startDate: '2025-01-01' });
    expect(rows[1]).toMatchObject({ parentRowId: service.id, price: -100, endDate: '2025-06-30' });
  });

  it('says the customer was not found', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.customers.byNumber({ customerNumber: 123 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Kunden hittades inte',
    });
  });

  it('refuses bad input and unauthenticated callers', async () => {
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await expect(caller.customers.byNumber({ customerNumber: -4 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const anonymous = createCaller(createTestContext(db.prisma));
    await expect(anonymous.customers.byNumber({ customerNumber: 1 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
  it('lets all staff read the view and its panels (document 1 section 2.1), but only SAPPIS act on the customer', async () => {
    const { customer, service } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['ECONOMY'] });
    const { customerNumber } = customer;
    await expect(caller.customers.byNumber({ customerNumber })).resolves.toMatchObject({ customerNumber });
    await expect(caller.invoices.list({ customerNumber })).resolves.toBeDefined();
    await expect(caller.play.details({ customerNumber })).resolves.toBeDefined();
    await expect(caller.creditChecks.history({ customerNumber })).resolves.toBeDefined();
    await expect(caller.memos.forCustomer({ customerNumber })).resolves.toBeDefined();
    await expect(
      caller.agreementRows.updateDiscount({ rowId: service.id, amount: -10 }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
