import type { Prisma } from '@prisma/client';
import { type BillableRow, isOneOff, recurringAmountOn } from '@sappis/shared';
import { addDays, at, earliest, endOfMonth, isoDate, startOfMonth } from '../dates.ts';
import { ocrNumber } from '../luhn.ts';
import type { DemoContext } from './context.ts';
import type { CustomerHandle } from './customers.ts';

/** Invoices (fakturor) with rows and collection-service events. */

export type InvoiceState =
  /** Paid in full around the due date. */
  | 'paid'
  /** Not paid, not yet due. */
  | 'open'
  /** Not paid, past due; `reminders` reminders sent. */
  | 'overdue'
  /** Handed over to collection ('PåInkasso'). */
  | 'collection';

export interface InvoicePlan {
  /** k of invoice number = customer number x 100 + k; k = 1..3 are 3..1 months back, 4 is this month. */
  k: 1 | 2 | 3 | 4;
  state: InvoiceState;
  reminders?: number;
}

export interface InvoiceHandle {
  id: number;
  invoiceNumber: number;
  invoiceDate: Date;
  dueDate: Date;
  paidDate: Date | null;
}

const DELIVERY_METHOD: Record<string, string> = {
  LETTER: 'Brev',
  EMAIL: 'E-post',
  E_INVOICE: 'E-faktura',
  EDI: 'EDI',
  DNN: 'Kivra',
  OTHER: 'Brev',
  UNKNOWN: 'Brev',
};

function money(value: number): string {
  return value.toFixed(2);
}

/** A seeded row as the billing projection reads it (packages/shared billing). */
function billable(row: Prisma.AgreementRowCreateManyInput): BillableRow {
  const day = (date: unknown) => (date instanceof Date ? isoDate(date) : null);
  return {
    id: row.id as number,
    parentRowId: row.parentRowId ?? null,
    type: row.type,
    productNumber: row.productNumber,
    productName: row.productName,
    price: Number(row.price),
    campaignPrice: row.campaignPrice == null ? null : Number(row.campaignPrice),
    campaignEndDate: day(row.campaignEndDate),
    priceList: row.priceList,
    quantity: row.quantity ?? 1,
    startDate: day(row.startDate),
    endDate: day(row.endDate),
  };
}

/**
 * Billable lines of a month: what the billing projection charges each monthly row running on the invoice date (a
 * campaign row its campaign price, which already includes its discount: the discount is no line of its own then),
 * and one-off rows started in that month.
 */
function billableRows(ctx: DemoContext, customer: CustomerHandle, invoiceDate: Date) {
  const agreementIds = new Set(customer.agreements.map((agreement) => agreement.id));
  const monthEnd = endOfMonth(invoiceDate);
  const day = isoDate(invoiceDate);
  const rows = [...ctx.data.agreementRows, ...ctx.data.agreementSubRows].filter((row) =>
    agreementIds.has(row.agreementId),
  );
  const byId = new Map(rows.map((row) => [row.id as number, billable(row)]));
  return rows
    .filter((row) => Number(row.price) !== 0)
    .flatMap((row) => {
      const start = row.startDate as Date | null;
      const line = byId.get(row.id as number) as BillableRow;
      if (!start || start > monthEnd) return [];
      if (isOneOff(line)) {
        if (start < invoiceDate) return [];
        const unit = Number(row.price);
        return [{ row, unit, total: unit * (row.quantity ?? 1) }];
      }
      if (line.endDate !== null && line.endDate < day) return [];
      // A row starting later in the month is billed from its start day.
      const on = start > invoiceDate ? isoDate(start) : day;
      const amount = recurringAmountOn(line, byId.get(line.parentRowId as number), on);
      if (amount === 'INCLUDED' || amount === 0) return [];
      return [{ row, unit: amount / 100 / line.quantity, total: amount / 100 }];
    });
}

export function addInvoices(
  ctx: DemoContext,
  customer: CustomerHandle,
  plans: InvoicePlan[],
): InvoiceHandle[] {
  const { rng, data, today, now } = ctx;
  const handles: InvoiceHandle[] = [];
  const deliveryMethod = DELIVERY_METHOD[customer.row.invoiceDeliveryType ?? 'LETTER'] ?? 'Brev';
  const paymentMethod =
    customer.row.paymentType === 'AUTOGIRO' ? 'Autogiro' : rng.pick(['Bankgiro', 'Bankgiro', 'Swish']);
  for (const plan of plans) {
    const invoiceDate = startOfMonth(today, plan.k - 4);
    const dueDate = endOfMonth(invoiceDate);
    // At most 12 lines an invoice; its amount is the sum of the lines it lists, in öre.
    const lines = billableRows(ctx, customer, invoiceDate).slice(0, 12);
    const amount = lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0) / 100;
    // Nothing to bill that month (e.g. everything free or not started yet): no invoice.
    if (amount <= 0) continue;
    const id = ctx.ids.take('invoice');
    const invoiceNumber = customer.customerNumber * 100 + plan.k;
    const billogramId = rng.chars(10, 'abcdefghijklmnopqrstuvwxyz0123456789');
    const state = plan.state;
    const reminders = state === 'overdue' ? (plan.reminders ?? 1) : state === 'collection' ? 2 : 0;
    const paidDate = state === 'paid' ? addDays(dueDate, -rng.int(0, 10)) : null;
    const reminderDay = (n: number) => earliest(addDays(dueDate, n === 1 ? 12 : 26), today);
    const reminderDate = reminders > 0 ? reminderDay(reminders) : null;
    const collectionDate = state === 'collection' ? earliest(addDays(dueDate, 45), today) : null;
    const row: Prisma.InvoiceCreateManyInput = {
      id,
      invoiceNumber,
      customerId: customer.id,
      ocr: ocrNumber(String(invoiceNumber), { lengthDigit: true }),
      invoiceDate,
      dueDate,
      amount: money(amount),
      remainingAmount: money(state === 'paid' ? 0 : amount),
      paidDate,
      reminderCount: reminders,
      reminderDate,
      collectionDate,
      controlStatus: state === 'collection' ? 'PåInkasso' : reminders > 0 ? 'Påminnelse' : null,
      billogramId,
      billogramUrl: `https://faktura.example/l/${billogramId}`,
    };
    data.invoices.push(row);
    lines.forEach((line, index) => {
      const oneOff = line.row.type === 'EXTRA_BILLING';
      data.invoiceRows.push({
        invoiceId: id,
        transactionNo: invoiceNumber * 100 + index + 1,
        productNumber: line.row.productNumber,
        description: line.row.productName,
        periodFrom: oneOff ? null : invoiceDate,
        periodTo: oneOff ? null : endOfMonth(invoiceDate),
        price: money(line.unit),
        amount: money(line.total),
        transGroup3: line.row.invoiceCode === 33 ? 33 : 2,
      });
    });
    const events: Prisma.InvoiceEventCreateManyInput[] = [
      { invoiceId: id, occurredAt: at(invoiceDate, 5, 12), event: 'Fakturan skapades' },
      { invoiceId: id, occurredAt: at(invoiceDate, 7, 30), event: `Fakturan skickades (${deliveryMethod})` },
    ];
    if (deliveryMethod === 'E-post' && rng.chance(0.7)) {
      events.push({
        invoiceId: id,
        occurredAt: at(addDays(invoiceDate, rng.int(0, 4)), 19, 4),
        event: 'Fakturan öppnades av mottagaren',
      });
    }
    if (paidDate) {
      events.push({
        invoiceId: id,
        occurredAt: at(paidDate, 9, 0),
        event: 'Betalning registrerad',
        paidAmount: money(amount),
        paymentMethod,
      });
      events.push({ invoiceId: id, occurredAt: at(paidDate, 9, 1), event: 'Fakturan är betald' });
    }
    for (let reminder = 1; reminder <= reminders; reminder++) {
      events.push({
        invoiceId: id,
        occurredAt: at(reminderDay(reminder), 6, 0),
        event: `Påminnelse ${reminder} skickad`,
        reminderDeliveryMethod: reminder === 1 ? deliveryMethod : 'Brev',
      });
    }
    if (collectionDate) {
      events.push({
        invoiceId: id,
        occurredAt: at(collectionDate, 6, 0),
        event: 'Fakturan har överlämnats till inkasso',
      });
    }
    // This month's invoice, seeded early on its day, has not been sent (or opened) yet.
    data.invoiceEvents.push(...events.filter((event) => (event.occurredAt as Date) <= now));
    handles.push({ id, invoiceNumber, invoiceDate, dueDate, paidDate });
  }
  return handles;
}

export function addDeferment(
  ctx: DemoContext,
  customer: CustomerHandle,
  invoice: InvoiceHandle,
  daysAfterDue: number,
): void {
  ctx.data.deferments.push({
    invoiceId: invoice.id,
    customerId: customer.id,
    newDueDate: addDays(invoice.dueDate, daysAfterDue),
    createdBy: 'maria.bergstrom@sappa.se',
    // Asked for a few days before the invoice fell due, and before it was paid.
    createdAt: at(addDays(earliest(invoice.dueDate, invoice.paidDate ?? invoice.dueDate), -3), 10),
  });
}

/** Invoices of a generated customer: three paid, sometimes an open one this month or an overdue one. */
export function addGenericInvoices(ctx: DemoContext, customer: CustomerHandle): void {
  const { rng } = ctx;
  if (!customer.agreements.some((agreement) => !agreement.ended)) return;
  const overdue = rng.chance(0.06);
  const plans: InvoicePlan[] = [
    { k: 1, state: 'paid' },
    { k: 2, state: overdue ? 'overdue' : 'paid', reminders: 1 },
    { k: 3, state: overdue ? 'overdue' : 'paid', reminders: 0 },
  ];
  if (rng.chance(0.3)) plans.push({ k: 4, state: 'open' });
  addInvoices(ctx, customer, plans);
}
