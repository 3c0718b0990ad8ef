import type { Prisma } from '@sappis/db';
import {
  type DefermentColour,
  type DeferrableInvoiceFacts,
  defermentColour,
  defermentWindowStart,
  isDeferrable,
  isoDay,
} from '@sappis/shared';
import { toIsoDate, toMoney } from '../../serialize.ts';

/** The customer's deferment status and the invoices a deferment can be given on, from the database. */
export async function loadDefermentFacts(
  db: Prisma.TransactionClient,
  customerId: number,
  today: string,
): Promise<{ colour: DefermentColour; invoices: DeferrableInvoiceFacts[] }> {
  const from = new Date(`${defermentWindowStart(today)}T00:00:00Z`);
  const [deferments, invoices] = await Promise.all([
    db.deferment.findMany({ where: { customerId, createdAt: { gte: from } }, select: { createdAt: true } }),
    db.invoice.findMany({
      where: { customerId },
      orderBy: [{ invoiceDate: 'desc' }, { invoiceNumber: 'desc' }],
    }),
  ]);
  const facts = invoices.map((invoice) => ({
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: toIsoDate(invoice.invoiceDate),
    dueDate: toIsoDate(invoice.dueDate),
    paidDate: toIsoDate(invoice.paidDate),
    remainingAmount: toMoney(invoice.remainingAmount),
    controlStatus: invoice.controlStatus,
  }));
  const colour = defermentColour(
    { defermentDays: deferments.map((item) => isoDay(item.createdAt)), invoices: facts },
    today,
  );
  return { colour, invoices: facts.filter(isDeferrable) };
}
