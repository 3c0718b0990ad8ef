import type { PrismaClient } from '@sappis/db';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../customers/service.ts';
import { AppError } from '../errors.ts';
import { toIsoDate, toIsoDateTime, toMoney } from '../serialize.ts';
import { sumMoney } from './economy/customer-id.ts';

export const INVOICE_NOT_FOUND_MESSAGE = 'Fakturan hittades inte';

type InvoiceRecord = Awaited<ReturnType<PrismaClient['invoice']['findFirstOrThrow']>>;

function invoiceSummary(invoice: InvoiceRecord) {
  return {
    invoiceNumber: invoice.invoiceNumber,
    ocr: invoice.ocr,
    invoiceDate: toIsoDate(invoice.invoiceDate),
    dueDate: toIsoDate(invoice.dueDate),
    amount: toMoney(invoice.amount),
    remainingAmount: toMoney(invoice.remainingAmount),
    paidDate: toIsoDate(invoice.paidDate),
    reminderCount: invoice.reminderCount,
    reminderDate: toIsoDate(invoice.reminderDate),
    collectionDate: toIsoDate(invoice.collectionDate),
    billogramId: invoice.billogramId,
  };
}

/** A customer's invoices, newest first, with the balance due (invoices with money left to pay). */
export async function listInvoices(prisma: PrismaClient, customerNumber: number) {
  const customer = await prisma.customer.findUnique({
    where: { customerNumber },
    select: { invoices: { orderBy: [{ invoiceDate: 'desc' }, { invoiceNumber: 'desc' }] } },
  });
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  const invoices = customer.invoices.map(invoiceSummary);
  const balanceDue = invoices
    .filter((invoice) => invoice.remainingAmount > 0)
    .map((invoice) => ({
      invoiceNumber: invoice.invoiceNumber,
      ocrNumber: invoice.ocr,
      createdDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      totalAmount: invoice.remainingAmount,
    }));
  const totalDue = sumMoney(balanceDue.map((item) => item.totalAmount));
  return { invoices, balanceDue, totalDue };
}

/** One invoice with its rows and its collection-service events (oldest first). */
export async function getInvoiceDetails(prisma: PrismaClient, invoiceNumber: number) {
  const invoice = await prisma.invoice.findUnique({
    where: { invoiceNumber },
    include: {
      rows: { orderBy: [{ transactionNo: 'asc' }, { id: 'asc' }] },
      events: { orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }] },
      customer: {
        select: {
          customerNumber: true,
          name: true,
          invoiceName: true,
          invoiceAddress: true,
          invoiceCoAddress: true,
          invoicePostalCode: true,
          invoiceCity: true,
        },
      },
    },
  });
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return {
    ...invoiceSummary(invoice),
    customer: invoice.customer,
    rows: invoice.rows.map((row) => ({
      transactionNo: row.transactionNo,
      productNumber: row.productNumber,
      description: row.description,
      periodFrom: toIsoDate(row.periodFrom),
      periodTo: toIsoDate(row.periodTo),
      amount: toMoney(row.amount),
      transGroup3: row.transGroup3,
      reversed: row.reversed,
    })),
    events: invoice.events.map((event) => ({
      occurredAt: toIsoDateTime(event.occurredAt),
      event: event.event,
      paidAmount: toMoney(event.paidAmount),
      paymentMethod: event.paymentMethod,
      reminderDeliveryMethod: event.reminderDeliveryMethod,
    })),
  };
}
