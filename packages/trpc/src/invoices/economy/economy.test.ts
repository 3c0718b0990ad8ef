import { createTestDatabase } from '@sappis/db/testing/test-database';
import { addDays, isoDay } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { createTestInvoice } from '../testing/test-invoices.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let caller: Awaited<ReturnType<typeof signInTestUser>>['caller'];

beforeAll(async () => {
  db = await createTestDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
});
afterAll(async () => {
  await db?.drop();
});

/**
 * A customer with this month's open invoice (548), an overdue one (548), one on collection (548), a credit
 * invoice (-100.10 left), a payment of 399 and a payout of 100.10, one deferment and a fee row.
 */
async function customerWithEconomy() {
  const { customer, agreement } = await createTestCustomer(db.prisma);
  const invoice = (k: number, monthsAgo: number, controlStatus?: string) =>
    createTestInvoice(db.prisma, {
      customerId: customer.id,
      customerNumber: customer.customerNumber,
      k,
      monthsAgo,
      ...(controlStatus ? { controlStatus } : {}),
    });
  const current = await invoice(1, 0);
  const overdue = await invoice(2, 2);
  await invoice(3, 4, 'PåInkasso');
  const credit = await invoice(4, 5);
  await db.prisma.invoice.update({ where: { id: credit.id }, data: { remainingAmount: '-100.10' } });
  await db.prisma.invoiceEvent.createMany({
    data: [
      {
        invoiceId: credit.id,
        occurredAt: new Date('2026-01-05T10:00:00Z'),
        event: 'Betald',
        paidAmount: '399.00',
      },
      {
        invoiceId: credit.id,
        occurredAt: new Date('2026-02-05T10:00:00Z'),
        event: 'Återbetalning',
        paidAmount: '-100.10',
        paymentMethod: 'Bankgiro',
      },
      { invoiceId: overdue.id, occurredAt: new Date('2026-01-01T10:00:00Z'), event: 'Skapad' },
    ],
  });
  await db.prisma.deferment.create({
    data: {
      invoiceId: current.id,
      customerId: customer.id,
      newDueDate: current.dueDate,
      createdBy: 'agent',
      createdAt: new Date(`${addDays(isoDay(), -10)}T09:00:00Z`),
    },
  });
  await db.prisma.agreementRow.create({
    data: {
      agreementId: agreement.id,
      rowNumber: 9,
      type: 'EXTRA_BILLING',
      productType: 'EXTRA_BILLING',
      productNumber: 'FLYTT',
      productName: 'Flyttavgift',
      category: 'Avgift',
      priceList: 31,
      price: '150.00',
      quantity: 2,
      invoiceCode: 2,
      startDate: new Date('2026-10-01'),
    },
  });
  return { customer, agreement, credit };
}

describe('invoices economy', () => {
  it('sums open, overdue and collected money with the last payment and the deferments of 12 months', async () => {
    const { customer, credit } = await customerWithEconomy();
    const info = await caller.invoices.economyInfo({ customerNumber: customer.customerNumber });
    expect(info).toMatchObject({
      open: { invoices: 3, amount: 1644 },
      overdue: { invoices: 2, amount: 1096 },
      collection: { invoices: 1, amount: 548 },
      lastPayment: {
        occurredAt: '2026-01-05T10:00:00.000Z',
        amount: 399,
        paymentMethod: null,
        invoiceNumber: credit.invoiceNumber,
      },
      defermentsLast12Months: 1,
    });
  });

  it('gives the unused credit and the payouts', async () => {
    const { customer, credit } = await customerWithEconomy();
    expect(await caller.invoices.availableCredit({ customerNumber: customer.customerNumber })).toEqual({
      amount: 100.1,
      invoices: [{ invoiceNumber: credit.invoiceNumber, invoiceDate: expect.any(String), amount: 100.1 }],
    });
    expect(await caller.invoices.payouts({ customerNumber: customer.customerNumber })).toEqual([
      {
        invoiceNumber: credit.invoiceNumber,
        occurredAt: '2026-02-05T10:00:00.000Z',
        amount: 100.1,
        paymentMethod: 'Bankgiro',
        event: 'Återbetalning',
      },
    ]);
  });

  it("lists the extra-billing rows of the customer's agreements, not the service rows", async () => {
    const { customer, agreement } = await customerWithEconomy();
    expect(await caller.invoices.extraBillingRows({ customerNumber: customer.customerNumber })).toEqual([
      {
        agreementNumber: agreement.agreementNumber,
        rowNumber: 9,
        productNumber: 'FLYTT',
        productName: 'Flyttavgift',
        price: 150,
        quantity: 2,
        amount: 300,
        invoiceCode: 2,
        startDate: '2026-10-01',
        endDate: null,
        invoicedUntil: null,
      },
    ]);
  });

  it('answers a customer without invoices with zeros and says an unknown customer was not found', async () => {
    const { customer } = await createTestCustomer(db.prisma);
    expect(await caller.invoices.economyInfo({ customerNumber: customer.customerNumber })).toMatchObject({
      open: { invoices: 0, amount: 0 },
      lastPayment: null,
      defermentsLast12Months: 0,
    });
    expect(await caller.invoices.availableCredit({ customerNumber: customer.customerNumber })).toEqual({
      amount: 0,
      invoices: [],
    });
    await expect(caller.invoices.payouts({ customerNumber: 42 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
