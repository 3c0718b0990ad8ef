import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '@sappis/db/testing/test-database';
import { addDays, DEFERMENT_TEXTS, defermentWindow, isoDay } from '@sappis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOperationDatabase,
  type OperationCaller,
} from '../../agreements/testing/operation-database.ts';
import { toIsoDate } from '../../serialize.ts';
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

async function customerWithInvoice() {
  const { customer } = await createTestCustomer(db.prisma);
  const invoice = await createTestInvoice(db.prisma, {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    k: 1,
  });
  const collected = await createTestInvoice(db.prisma, {
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    k: 2,
    monthsAgo: 2,
    controlStatus: 'PåInkasso',
  });
  const window = defermentWindow(
    { invoiceDate: toIsoDate(invoice.invoiceDate), dueDate: toIsoDate(invoice.dueDate) },
    isoDay(),
  );
  return { customer, invoice, collected, window };
}

describe('invoices.defer', () => {
  it('moves the due date, records the deferment, opens case 248, audits and tells the customer view', async () => {
    const { customer, invoice, window } = await customerWithInvoice();
    const status = await caller.invoices.defermentStatus({ customerNumber: customer.customerNumber });
    expect(status).toMatchObject({ colour: 'GREEN', text: DEFERMENT_TEXTS.green });
    expect(status.invoices.map((item) => item.invoiceNumber)).toEqual([invoice.invoiceNumber]);
    expect(status.invoices[0]?.window).toEqual(window);

    const result = await caller.invoices.defer({
      requestId: randomUUID(),
      customerNumber: customer.customerNumber,
      choices: { invoiceNumber: invoice.invoiceNumber, newDueDate: window.last },
    });
    expect(result.newDueDate).toBe(window.last);
    const after = await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(toIsoDate(after.dueDate)).toBe(window.last);
    expect(await db.prisma.deferment.count({ where: { invoiceId: invoice.id } })).toBe(1);
    const item = await db.prisma.case.findUniqueOrThrow({
      where: { number: result.caseNumbers[0] },
      include: { relation: true },
    });
    expect(item).toMatchObject({ typeId: 248, ownerGroupId: 42 });
    expect(item.relation?.customerNumber).toBe(customer.customerNumber);
    const audit = await db.prisma.auditEntry.findFirstOrThrow({ where: { action: 'invoice.defer' } });
    expect(audit.entityId).toBe(String(invoice.invoiceNumber));
    const event = await db.prisma.event.findFirst({
      where: { type: 'customer.changed' },
      orderBy: { id: 'desc' },
    });
    expect(event?.payload).toMatchObject({
      customerNumber: customer.customerNumber,
      change: 'invoice.defer',
    });

    const next = await caller.invoices.defermentStatus({ customerNumber: customer.customerNumber });
    expect(next.colour).toBe('YELLOW');
  });

  it('refuses a date outside the window and an invoice on collection, and changes nothing', async () => {
    const { customer, invoice, collected, window } = await customerWithInvoice();
    const outside = new Date(`${window.last}T00:00:00Z`);
    outside.setUTCDate(outside.getUTCDate() + 1);
    await expect(
      caller.invoices.defer({
        requestId: randomUUID(),
        customerNumber: customer.customerNumber,
        choices: { invoiceNumber: invoice.invoiceNumber, newDueDate: toIsoDate(outside) },
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: DEFERMENT_TEXTS.dateOutsideWindow(window.first, window.last),
    });
    await expect(
      caller.invoices.defer({
        requestId: randomUUID(),
        customerNumber: customer.customerNumber,
        choices: { invoiceNumber: collected.invoiceNumber, newDueDate: window.last },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: DEFERMENT_TEXTS.invoiceNotDeferrable });
    const after = await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(after.dueDate).toEqual(invoice.dueDate);
    expect(await db.prisma.deferment.count({ where: { customerId: customer.id } })).toBe(0);
    expect(
      await db.prisma.case.count({ where: { relation: { customerNumber: customer.customerNumber } } }),
    ).toBe(0);
  });

  it('refuses, even bypassing the form, a due date earlier than or on the current one, or in the past', async () => {
    const { customer, invoice } = await customerWithInvoice();
    const dueDate = toIsoDate(invoice.dueDate);
    const defer = (newDueDate: string) =>
      caller.invoices.defer({
        requestId: randomUUID(),
        customerNumber: customer.customerNumber,
        choices: { invoiceNumber: invoice.invoiceNumber, newDueDate },
      });
    // The spec's window starts at the invoice date: these days are inside it.
    await expect(defer(toIsoDate(invoice.invoiceDate))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(defer(dueDate)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: DEFERMENT_TEXTS.dateNotLater(dueDate),
    });
    const past = await db.prisma.invoice.update({
      where: { id: invoice.id },
      data: { dueDate: new Date(`${addDays(isoDay(), -5)}T00:00:00Z`) },
    });
    await expect(defer(addDays(isoDay(), -1))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: DEFERMENT_TEXTS.datePassed,
    });
    const after = await db.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(after.dueDate).toEqual(past.dueDate);
    expect(await db.prisma.deferment.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it('refuses a third deferment once the status is red', async () => {
    const { customer, invoice, window } = await customerWithInvoice();
    const defer = (newDueDate: string) =>
      caller.invoices.defer({
        requestId: randomUUID(),
        customerNumber: customer.customerNumber,
        choices: { invoiceNumber: invoice.invoiceNumber, newDueDate },
      });
    await defer(addDays(window.last, -1));
    await defer(window.last);
    expect((await caller.invoices.defermentStatus({ customerNumber: customer.customerNumber })).colour).toBe(
      'RED',
    );
    await expect(defer(window.last)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: DEFERMENT_TEXTS.red,
    });
    expect(await db.prisma.deferment.count({ where: { customerId: customer.id } })).toBe(2);
  });
});
