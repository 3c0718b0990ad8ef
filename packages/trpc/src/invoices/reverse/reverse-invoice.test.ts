import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { REVERSE_INVOICE_TEXTS } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOperationDatabase,
  type OperationCaller,
} from '../../agreements/testing/operation-database.ts';
import { createTestCustomer } from '../../testing/fixtures.ts';
import { signInTestUser } from '../../testing/signed-in.ts';
import { createTestInvoice } from '../testing/test-invoices.ts';

let db: TestDatabase;
let caller: OperationCaller;

beforeAll(async () => {
  db = await createOperationDatabase();
  caller = (await signInTestUser(db.prisma, { groups: ['SAPPIS'] })).caller;
});
afterAll(async () => {
  await db?.drop();
});

async function invoice() {
  const { customer } = await createTestCustomer(db.prisma);
  const created = await createTestInvoice(db.prisma, {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    k: 1,
  });
  return { ...created, customerNumber: customer.customerNumber };
}

const sumOre = (amounts: readonly number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

const whole = (transactionNo: number, transGroup3: 2 | 33 = 2) => ({
  transactionNo,
  transGroup3,
  periodFrom: null,
  periodTo: null,
});

describe('invoices.reverse', () => {
  it('reverses the picked rows with credit rows, opens case 227 and audits', async () => {
    const { invoiceNumber, id, rows } = await invoice();
    const [period, oneOff] = rows;
    const result = await caller.invoices.reverse({
      requestId: randomUUID(),
      choices: {
        invoiceNumber,
        rows: [whole(period?.transactionNo ?? 0), whole(oneOff?.transactionNo ?? 0, 33)],
      },
    });
    expect(result.reversedRows).toBe(2);
    const after = await db.prisma.invoiceRow.findMany({
      where: { invoiceId: id },
      orderBy: { transactionNo: 'asc' },
    });
    expect(after.map((row) => [row.reversed, Number(row.amount), row.transGroup3])).toEqual([
      [true, 399, 2],
      [true, 149, 2],
      [false, -399, 2],
      [false, -149, 33],
    ]);
    const item = await db.prisma.case.findUniqueOrThrow({ where: { number: result.caseNumbers[0] } });
    expect(item).toMatchObject({ typeId: 227, ownerGroupId: 42 });
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'invoice.reverse', entityId: String(invoiceNumber) },
      }),
    ).toBe(1);
  });

  it('refuses reversing a row twice and dates on a one-off charge, and changes nothing', async () => {
    const { invoiceNumber, id, rows } = await invoice();
    const [period, oneOff] = rows;
    await caller.invoices.reverse({
      requestId: randomUUID(),
      choices: { invoiceNumber, rows: [whole(period?.transactionNo ?? 0)] },
    });
    const before = await db.prisma.invoiceRow.count({ where: { invoiceId: id } });
    await expect(
      caller.invoices.reverse({
        requestId: randomUUID(),
        choices: { invoiceNumber, rows: [whole(period?.transactionNo ?? 0)] },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: REVERSE_INVOICE_TEXTS.alreadyReversed });
    await expect(
      caller.invoices.reverse({
        requestId: randomUUID(),
        choices: {
          invoiceNumber,
          rows: [{ ...whole(oneOff?.transactionNo ?? 0), periodFrom: '2026-01-01', periodTo: '2026-01-02' }],
        },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: REVERSE_INVOICE_TEXTS.oneOffDates });
    await expect(
      caller.invoices.reverse({ requestId: randomUUID(), choices: { invoiceNumber, rows: [] } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: REVERSE_INVOICE_TEXTS.rowsRequired });
    expect(await db.prisma.invoiceRow.count({ where: { invoiceId: id } })).toBe(before);
    expect(
      await db.prisma.auditEntry.count({
        where: { action: 'invoice.reverse', entityId: String(invoiceNumber) },
      }),
    ).toBe(1);
  });

  it("makes 'Belopp' the sum of the rows after a part reversal and 'Kvar att betala' follow it; a paid invoice leaves a credit", async () => {
    const unpaid = await invoice();
    const [period] = unpaid.rows;
    const from = unpaid.rows[0]?.periodFrom?.toISOString().slice(0, 10) ?? '';
    await caller.invoices.reverse({
      requestId: randomUUID(),
      choices: {
        invoiceNumber: unpaid.invoiceNumber,
        rows: [
          { transactionNo: period?.transactionNo ?? 0, transGroup3: 33, periodFrom: from, periodTo: from },
        ],
      },
    });
    const details = await caller.invoices.details({ invoiceNumber: unpaid.invoiceNumber });
    expect(sumOre([details.amount])).toBe(sumOre(details.rows.map((row) => row.amount)));
    expect(details.amount).toBeLessThan(548);
    expect(details.remainingAmount).toBe(details.amount);

    const paid = await invoice();
    await db.prisma.invoice.update({ where: { id: paid.id }, data: { remainingAmount: '0.00' } });
    await caller.invoices.reverse({
      requestId: randomUUID(),
      choices: { invoiceNumber: paid.invoiceNumber, rows: [whole(paid.rows[1]?.transactionNo ?? 0)] },
    });
    const paidDetails = await caller.invoices.details({ invoiceNumber: paid.invoiceNumber });
    expect([paidDetails.amount, paidDetails.remainingAmount]).toEqual([399, -149]);
    expect(await caller.invoices.availableCredit({ customerNumber: paid.customerNumber })).toMatchObject({
      amount: 149,
    });
  });
});
