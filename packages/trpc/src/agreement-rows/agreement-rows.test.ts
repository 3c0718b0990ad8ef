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

async function rows() {
  const { agreement, service, customer } = await createTestCustomer(db.prisma);
  const discount = await db.prisma.agreementRow.findFirstOrThrow({
    where: { agreementId: agreement.id, rowNumber: 2 },
  });
  const hardware = await db.prisma.agreementRow.create({
    data: {
      agreementId: agreement.id,
      rowNumber: 3,
      type: 'HARDWARE',
      productType: 'HARDWARE',
      productNumber: 'BOX015',
      productName: 'Hyrbox HD',
      category: 'TV',
      card: 1,
      priceList: 10,
      price: '29.00',
    },
  });
  return { agreement, service, discount, hardware, customer };
}

describe('agreementRows', () => {
  it('updates the delivery date of a hardware row and answers with the text to show', async () => {
    const { hardware, agreement } = await rows();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const result = await caller.agreementRows.updateDeliveryDate({
      rowId: hardware.id,
      deliveryDate: '2025-12-01',
    });
    expect(result.message).toBe(
      `Leveransdatum för Hyrbox HD på avtal ${agreement.agreementNumber} är ändrat till 2025-12-01`,
    );
    const stored = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: hardware.id } });
    expect(stored.startDate?.toISOString().slice(0, 10)).toBe('2025-12-01');
    expect(await db.prisma.auditEntry.count({ where: { action: 'agreementRow.updateDeliveryDate' } })).toBe(
      1,
    );
  });

  it('updates a discount to a negative integer', async () => {
    const { discount } = await rows();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const result = await caller.agreementRows.updateDiscount({ rowId: discount.id, amount: -150 });
    expect(result.message).toBe('Rabatten är ändrad till -150 kr');
    const stored = await db.prisma.agreementRow.findUniqueOrThrow({ where: { id: discount.id } });
    expect(stored.price.toString()).toBe('-150');
  });

  it('gives the service details of a row', async () => {
    const { service, agreement } = await rows();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    expect(await caller.agreementRows.serviceDetails({ rowId: service.id })).toMatchObject({
      agreementNumber: agreement.agreementNumber,
      productNumber: 'BAS250',
      productDescription: null,
      isChannelPackage: false,
    });
    await expect(caller.agreementRows.serviceDetails({ rowId: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses bad input and rows of the wrong kind, changing nothing', async () => {
    const { discount, hardware, service } = await rows();
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const before = await db.prisma.agreementRow.findMany({ orderBy: { id: 'asc' } });
    const audits = await db.prisma.auditEntry.count();

    for (const amount of [0, 50, -10.5]) {
      await expect(caller.agreementRows.updateDiscount({ rowId: discount.id, amount })).rejects.toMatchObject(
        {
          code: 'BAD_REQUEST',
        },
      );
    }
    await expect(
      caller.agreementRows.updateDiscount({ rowId: service.id, amount: -5 }),
    ).rejects.toMatchObject({
      message: 'Raden är ingen rabatt',
    });
    await expect(
      caller.agreementRows.updateDeliveryDate({ rowId: service.id, deliveryDate: '2025-12-01' }),
    ).rejects.toMatchObject({ message: 'Raden är ingen hårdvara' });
    await expect(
      caller.agreementRows.updateDeliveryDate({ rowId: hardware.id, deliveryDate: '2025-13-45' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.agreementRows.updateDeliveryDate({ rowId: 999_999, deliveryDate: '2025-12-01' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    expect(await db.prisma.agreementRow.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    expect(await db.prisma.auditEntry.count()).toBe(audits);
  });
});
