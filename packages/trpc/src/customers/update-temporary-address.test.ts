import { createTestDatabase } from '@sappis/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../testing/fixtures.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const form = {
  name: 'Karin Lindqvist',
  address: 'Sommarvägen 1',
  co: '',
  zipCode: '471 50',
  city: 'Tjörn',
  phoneNumber: '',
  validThrough: inDays(30),
};

describe('customers.updateTemporaryAddress', () => {
  it('creates the temporary address, then updates the same one', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;

    const created = await caller.customers.updateTemporaryAddress({ customerNumber, ...form });
    const updated = await caller.customers.updateTemporaryAddress({
      customerNumber,
      ...form,
      city: 'Skärhamn',
    });

    expect(updated.id).toBe(created.id);
    const view = await caller.customers.byNumber({ customerNumber });
    expect(view.temporaryAddress).toMatchObject({
      city: 'Skärhamn',
      zipCode: '47150',
      co: null,
      active: true,
    });
    expect(await db.prisma.temporaryAddress.count({ where: { customerId: customer.id } })).toBe(1);
    expect(await db.prisma.auditEntry.count({ where: { entityId: String(customerNumber) } })).toBe(2);
  });

  it('refuses a passed date and missing fields, changing nothing', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;

    await expect(
      caller.customers.updateTemporaryAddress({ customerNumber, ...form, validThrough: inDays(-2) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Datumet kan inte ha passerat' });
    await expect(
      caller.customers.updateTemporaryAddress({ customerNumber, ...form, address: ' ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    expect(await db.prisma.temporaryAddress.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await db.prisma.auditEntry.count({ where: { entityId: String(customerNumber) } })).toBe(0);
  });
});
