import { DEMO_FIXTURES, seedDemo } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import {
  dependentRowText,
  formatPrice,
  isOneOff,
  isoDay,
  lastDayOfMonth,
  monthlyCost,
  monthlyRateOn,
  operationPlan,
  pauseHappens,
  recurringAmountOn,
  shownPrices,
  shownPriceText,
  withDependentRows,
} from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRowOf } from '../agreements/operation-context.ts';
import type { createCaller } from '../index.ts';
import { signInTestUser } from '../testing/signed-in.ts';

let db: TestDatabase;
let caller: ReturnType<typeof createCaller>;

beforeAll(async () => {
  db = await createTestDatabase();
  // The whole demo data set (every fixture and generated customer), as `npm start` seeds it.
  await seedDemo(db.prisma, { hashPassword: async (password) => `test$${password}` });
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

describe('the price column of every demo agreement', () => {
  it("adds up, over the rows billed today, to the projection's monthly cost today of the agreement's rows", async () => {
    const today = isoDay();
    const customers = await db.prisma.customer.findMany({ select: { customerNumber: true } });
    const agreements = await db.prisma.agreement.findMany({ include: { rows: true } });
    const projected = new Map(
      agreements.map((agreement) => [
        agreement.agreementNumber,
        monthlyRateOn(agreement.rows.map(operationRowOf), today),
      ]),
    );
    let checked = 0;
    const wrong: string[] = [];
    for (const { customerNumber } of customers) {
      const view = await caller.customers.byNumber({ customerNumber });
      for (const agreement of view.agreements) {
        const shown = shownPrices(agreement.rows, today);
        let column = 0;
        for (const price of shown.values()) {
          if (!price.billedToday || price.amount === 'INCLUDED') continue;
          // The cell reads the amount it adds (document 1 section 9: 'kr/mån', two decimals when fractional).
          expect(shownPriceText(price)).toBe(formatPrice(price.amount / 100));
          column += price.amount;
        }
        const cost = monthlyCost(agreement.rows, today).today;
        if (column !== projected.get(agreement.agreementNumber) || cost !== column)
          wrong.push(
            `${agreement.agreementNumber}: column ${column}, projection ${projected.get(agreement.agreementNumber)}`,
          );
        checked += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 120_000);

  it("shows the campaign agreement's discounts as included in the campaign prices they are part of", async () => {
    const today = isoDay();
    const customer = await db.prisma.agreement.findUniqueOrThrow({
      where: { agreementNumber: DEMO_FIXTURES.agreements.campaignWithDiscounts },
      select: { customer: { select: { customerNumber: true } } },
    });
    const view = await caller.customers.byNumber({ customerNumber: customer.customer.customerNumber });
    const agreement = view.agreements.find(
      (item) => item.agreementNumber === DEMO_FIXTURES.agreements.campaignWithDiscounts,
    );
    const shown = shownPrices(agreement?.rows ?? [], today);
    const discounts = (agreement?.rows ?? []).filter((row) => row.parentRowId !== null && row.price < 0);
    expect(discounts.length).toBeGreaterThan(0);
    for (const discount of discounts) {
      const parent = shown.get(discount.parentRowId as number);
      expect(shown.get(discount.id)?.amount === 'INCLUDED').toBe(parent?.campaign === true);
    }
  });
});

describe('every demo agreement', () => {
  it('bills no hardware, card or add-on after today on a day without a service of its kind: the rule finds nothing to end', async () => {
    const today = isoDay();
    const products = Object.fromEntries(
      (await db.prisma.product.findMany()).map((product) => [
        product.productNumber,
        { ...product, type: product.type, prices: [] },
      ]),
    );
    const agreements = await db.prisma.agreement.findMany({ include: { rows: true } });
    const wrong = agreements.flatMap((agreement) => {
      const plan = operationPlan({ operation: 'editRowDates', agreementNumber: agreement.agreementNumber });
      const context = { agreement: { rows: agreement.rows.map(operationRowOf) }, products };
      const outcome = withDependentRows({ ok: true, plan }, context, today);
      const orphans = outcome.ok ? (outcome.plan.dependentRows ?? []) : [];
      return orphans.map((row) => `${agreement.agreementNumber}: ${dependentRowText(row)}`);
    });
    expect(wrong).toEqual([]);
    expect(agreements.length).toBeGreaterThan(200);
  });
});

describe('every demo pause fee', () => {
  it("falls on its pause's first day: a service's last day is the day before, and the service comes back later", async () => {
    const agreements = await db.prisma.agreement.findMany({ include: { rows: true } });
    const fees = agreements.flatMap((agreement) => {
      const rows = agreement.rows.map(operationRowOf);
      return rows
        .filter((row) => row.productNumber === 'PAUS')
        .map((fee) => ({
          agreement: agreement.agreementNumber,
          day: fee.startDate,
          happens: pauseHappens(fee, rows),
        }));
    });
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.filter((fee) => !fee.happens)).toEqual([]);
  });
});

describe('every demo invoice', () => {
  it("has 'Belopp' equal to the exact sum of its rows and 'Kvar att betala' no more than it", async () => {
    const invoices = await db.prisma.invoice.findMany({ include: { rows: true } });
    const ore = (amount: { toString(): string }) => Math.round(Number(amount.toString()) * 100);
    const wrong = invoices.filter(
      (invoice) =>
        ore(invoice.amount) !== invoice.rows.reduce((sum, row) => sum + ore(row.amount), 0) ||
        ore(invoice.remainingAmount) > ore(invoice.amount),
    );
    expect(wrong.map((invoice) => invoice.invoiceNumber)).toEqual([]);
    expect(invoices.length).toBeGreaterThan(100);
  });

  it('bills on each monthly line what the projection charges for a row of the customer on the invoice date: a discount included in a campaign price is no line of its own', async () => {
    const invoices = await db.prisma.invoice.findMany({
      include: { rows: true, customer: { include: { agreements: { include: { rows: true } } } } },
    });
    const ore = (amount: { toString(): string }) => Math.round(Number(amount.toString()) * 100);
    const wrong: string[] = [];
    let lines = 0;
    for (const invoice of invoices) {
      const rows = invoice.customer.agreements.flatMap((agreement) => agreement.rows.map(operationRowOf));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const day = isoDay(invoice.invoiceDate);
      const monthEnd = lastDayOfMonth(day);
      // What the projection charges each monthly row billed that month (from its start day if it starts later).
      const charged = rows.flatMap((row) => {
        if (isOneOff(row) || row.startDate === null || row.startDate > monthEnd) return [];
        if (row.endDate !== null && row.endDate < day) return [];
        const on = [day, row.startDate].sort()[1] as string;
        const amount = recurringAmountOn(row, byId.get(row.parentRowId as number), on);
        return amount === 'INCLUDED' ? [] : [`${row.productNumber} ${amount}`];
      });
      for (const line of invoice.rows.filter((row) => row.periodFrom !== null)) {
        const key = `${line.productNumber} ${ore(line.amount)}`;
        const index = charged.indexOf(key);
        if (index === -1) wrong.push(`${invoice.invoiceNumber}: ${key}`);
        else charged.splice(index, 1);
        lines += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(lines).toBeGreaterThan(300);
  });
});
