import type { PrismaClient } from '@sappis/db';
import { DEFERMENT, defermentWindowStart } from '@sappis/shared';
import { toIsoDate, toIsoDateTime, toMoney } from '../../serialize.ts';
import { customerIdOf, sumMoney } from './customer-id.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * GET kund/{n}/ekonomiInfo: the customer's economy at a glance. Open = money left to pay; overdue = open and past
 * its due date; on collection = open with the collection status or a collection date; the last payment is the
 * newest payment event of the collection service; deferments are counted over deferment's 12-month window.
 */
export async function getEconomyInfo(prisma: PrismaClient, customerNumber: number, today: string) {
  const customerId = await customerIdOf(prisma, customerNumber);
  const [invoices, lastPayment, deferments] = await Promise.all([
    prisma.invoice.findMany({
      where: { customerId, remainingAmount: { gt: 0 } },
      select: { dueDate: true, remainingAmount: true, controlStatus: true, collectionDate: true },
    }),
    prisma.invoiceEvent.findFirst({
      where: { invoice: { customerId }, paidAmount: { gt: 0 } },
      orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
      include: { invoice: { select: { invoiceNumber: true } } },
    }),
    prisma.deferment.count({ where: { customerId, createdAt: { gte: day(defermentWindowStart(today)) } } }),
  ]);
  const open = invoices.map((invoice) => ({
    amount: toMoney(invoice.remainingAmount),
    overdue: (toIsoDate(invoice.dueDate) ?? '') < today,
    collection: invoice.controlStatus === DEFERMENT.collectionStatus || invoice.collectionDate !== null,
  }));
  const overdue = open.filter((invoice) => invoice.overdue);
  const collection = open.filter((invoice) => invoice.collection);
  return {
    today,
    open: { invoices: open.length, amount: sumMoney(open.map((invoice) => invoice.amount)) },
    overdue: { invoices: overdue.length, amount: sumMoney(overdue.map((invoice) => invoice.amount)) },
    collection: {
      invoices: collection.length,
      amount: sumMoney(collection.map((invoice) => invoice.amount)),
    },
    lastPayment: lastPayment && {
      occurredAt: toIsoDateTime(lastPayment.occurredAt),
      amount: toMoney(lastPayment.paidAmount) ?? 0,
      paymentMethod: lastPayment.paymentMethod,
      invoiceNumber: lastPayment.invoice.invoiceNumber,
    },
    defermentsLast12Months: deferments,
  };
}
