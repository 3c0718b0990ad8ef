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

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const today = new Date().toISOString().slice(0, 10);
const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000);

describe('customers.byNumber: info box and memo box', () => {
  it('returns temporary address, alerts, overdue invoice, address end dates and memos', async () => {
    const { customer, agreement } = await createTestCustomer(db.prisma);
    const prisma = db.prisma;
    const central = await prisma.mainCentral.create({ data: { name: `HC-${customer.customerNumber}` } });
    const operator = await prisma.operator.create({ data: { name: 'Stadsnät AB' } });
    const main = await prisma.mainAgreement.create({
      data: {
        number: customer.customerNumber,
        name: 'Brf Solsidan',
        startsAt: day('2020-01-01'),
        operatorId: operator.id,
        mainCentralId: central.id,
      },
    });
    await prisma.agreement.update({ where: { id: agreement.id }, data: { mainAgreementId: main.id } });
    await prisma.address.create({
      data: {
        id: '12345678',
        street: 'Storgatan',
        number: '12',
        zipCode: '41301',
        city: 'Göteborg',
        composite: 'x',
      },
    });
    await prisma.access.create({
      data: {
        addressId: '12345678',
        mainAgreementId: main.id,
        externalId: 'A1',
        network: 'Öppet nät',
        source: 'visma',
        validFrom: day('2020-01-01'),
        validTo: day('2030-12-31'),
      },
    });
    await prisma.temporaryAddress.create({
      data: {
        customerId: customer.id,
        name: 'Karin',
        address: 'Sommarvägen 1',
        zipCode: '47150',
        city: 'Tjörn',
        validThrough: plusDays(30),
      },
    });
    await prisma.operatorAlert.createMany({
      data: [
        { customerId: customer.id, groupName: 'Nät', text: 'Avbrott planerat' },
        { customerId: customer.id, groupName: 'Nät', text: 'Fiber grävs' },
        { customerId: customer.id, groupName: 'TV', text: 'x'.repeat(250) },
      ],
    });
    await prisma.invoice.create({
      data: {
        invoiceNumber: customer.customerNumber,
        customerId: customer.id,
        ocr: `9${customer.customerNumber}`,
        invoiceDate: plusDays(-40),
        dueDate: plusDays(-10),
        amount: '399.00',
        remainingAmount: '399.00',
      },
    });
    await prisma.memo.createMany({
      data: [
        { mainAgreementId: main.id, title: 'Avbrott', message: 'Planerat arbete' },
        { operatorId: operator.id, title: 'Operatör', message: 'Info', active: false },
        { mainCentralId: central.id, title: 'Central', message: 'Info', endsAt: day('2020-01-01') },
      ],
    });
    const { caller } = await signInTestUser(prisma, { groups: ['SAPPIS'] });

    const result = await caller.customers.byNumber({ customerNumber: customer.customerNumber });

    expect(result.temporaryAddress).toMatchObject({ address: 'Sommarvägen 1', active: true });
    expect(result.hasOverdueUnpaidInvoice).toBe(true);
    expect(result.operatorAlertGroups.map((group) => [group.group, group.alerts.length]).sort()).toEqual([
      ['Nät', 2],
      ['TV', 1],
    ]);
    expect(result.addressEndDates).toEqual([
      {
        agreementNumber: agreement.agreementNumber,
        address: 'Storgatan 12, Göteborg',
        endDate: '2030-12-31',
        system: 'BILLING',
        mainAgreementNumber: main.number,
      },
    ]);
    const memos = Object.fromEntries(result.memos.map((memo) => [memo.title, memo]));
    expect(memos.Avbrott).toMatchObject({
      active: true,
      scope: { kind: 'MAIN_AGREEMENT', mainAgreementNumber: main.number },
    });
    expect(memos.Operatör).toMatchObject({
      active: false,
      scope: { kind: 'OPERATOR', operator: 'Stadsnät AB' },
    });
    expect(memos.Central).toMatchObject({
      active: false,
      scope: { kind: 'MAIN_CENTRAL', mainCentral: central.name },
    });
    expect(result.securityClass).toBe(0);
    expect(result.nixCodeNumber).toBe(0);
    expect(result.agreements[0]?.rows[0]?.productKnown).toBe(false);
  });

  it('has no warnings for a customer in order', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    await db.prisma.invoice.create({
      data: {
        invoiceNumber: customer.customerNumber,
        customerId: customer.id,
        ocr: `8${customer.customerNumber}`,
        invoiceDate: day(today),
        dueDate: plusDays(20),
        amount: '399.00',
        remainingAmount: '399.00',
      },
    });
    const { caller } = await signInTestUser(db.prisma, { groups: ['SAPPIS'] });
    const result = await caller.customers.byNumber({ customerNumber: customer.customerNumber });
    expect(result).toMatchObject({
      temporaryAddress: null,
      hasOverdueUnpaidInvoice: false,
      operatorAlertGroups: [],
      addressEndDates: [],
      memos: [],
    });
  });
});
