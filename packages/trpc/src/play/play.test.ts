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

describe('play', () => {
  it('sets and removes the play external id with audit rows', async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    await db.prisma.agreementRow.create({
      data: {
        agreementId: agreement.id,
        rowNumber: 5,
        type: 'SERVICE',
        productType: 'SERVICE',
        productNumber: 'PLAY',
        productName: 'Sappa Play',
        category: 'TV',
        priceList: 10,
        price: '0.00',
      },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const customerNumber = customer.customerNumber;

    await caller.play.setExternalId({ customerNumber, externalId: 'PLAY-123' });
    expect(await caller.play.details({ customerNumber })).toMatchObject({
      service: 'Sappa Play',
      active: true,
      activated: true,
      externalId: 'PLAY-123',
    });
    await caller.play.removeExternalId({ customerNumber });
    expect(await caller.play.details({ customerNumber })).toMatchObject({
      activated: false,
      externalId: null,
    });
    expect(await db.prisma.auditEntry.count({ where: { entityId: String(customerNumber) } })).toBe(2);
  });

  it('refuses a bad id, an id of another customer and removing a missing id, changing nothing', async () => {
    const first = await createTestCustomer(db.prisma);
    const second = await createTestCustomer(db.prisma);
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    await caller.play.setExternalId({
      customerNumber: first.customer.customerNumber,
      externalId: 'PLAY-777',
    });

    await expect(
      caller.play.setExternalId({ customerNumber: second.customer.customerNumber, externalId: 'PLAY-777' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      caller.play.setExternalId({ customerNumber: second.customer.customerNumber, externalId: 'x y' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.play.removeExternalId({ customerNumber: second.customer.customerNumber }),
    ).rejects.toMatchObject({
      message: 'Kunden har inget Sappa Play-id',
    });
    const stored = await db.prisma.customer.findUniqueOrThrow({ where: { id: second.customer.id } });
    expect(stored.playExternalId).toBeNull();
  });
});
