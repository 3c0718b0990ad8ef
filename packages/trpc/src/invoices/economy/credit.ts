import type { PrismaClient } from '@sappis/db';
import { toIsoDate, toIsoDateTime, toMoney } from '../../serialize.ts';
import { customerIdOf, sumMoney } from './customer-id.ts';

/**
 * GET faktura/availablecredit: credit not yet used. An invoice whose remaining amount is below zero (a reversal or
 * an overpayment larger than the invoice) owes the customer that much until the billing system settles it.
 */
export async function getAvailableCredit(prisma: PrismaClient, customerNumber: number) {
  const customerId = await customerIdOf(prisma, customerNumber);
  const invoices = await prisma.invoice.findMany({
    where: { customerId, remainingAmount: { lt: 0 } },
    orderBy: [{ invoiceDate: 'asc' }, { invoiceNumber: 'asc' }],
  });
  const credits = invoices.map((invoice) => ({
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: toIsoDate(invoice.invoiceDate),
    amount: -toMoney(invoice.remainingAmount),
  }));
  return { amount: sumMoney(credits.map((credit) => credit.amount)), invoices: credits };
}

/**
 * GET faktura/customerpayouts: money paid back to the customer, as the collection service records it — a payment
 * event with a negative amount. We keep no payout register of our own, so nothing else is shown.
 */
export async function listCustomerPayouts(prisma: PrismaClient, customerNumber: number) {
  const customerId = await customerIdOf(prisma, customerNumber);
  const events = await prisma.invoiceEvent.findMany({
    where: { invoice: { customerId }, paidAmount: { lt: 0 } },
    orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
    include: { invoice: { select: { invoiceNumber: true } } },
  });
  return events.map((event) => ({
    invoiceNumber: event.invoice.invoiceNumber,
    occurredAt: toIsoDateTime(event.occurredAt),
    amount: -(toMoney(event.paidAmount) ?? 0),
    paymentMethod: event.paymentMethod,
    event: event.event,
  }));
}
