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
  return createTestInvoice(db.prisma, {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    k: 1,
  });
}

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
});
