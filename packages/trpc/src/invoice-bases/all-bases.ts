import type { Prisma, PrismaClient } from '@sappis/db';
import { basisTotalOre, FORWARD_BILLING_PAGE_SIZE, type invoiceBasisAllInput } from '@sappis/shared';
import type { z } from 'zod';
import { toIsoDate, toMoney } from '../serialize.ts';

/**
 * GET case/all/invoice_basis (/sappis/vidarefakturering): every basis of a status, optionally only those with or
 * without forward billing, newest first, a page at a time; with each basis' total and the sum of all that match.
 */
export async function listAllBases(prisma: PrismaClient, input: z.output<typeof invoiceBasisAllInput>) {
  const where: Prisma.InvoiceBasisWhereInput = {
    status: input.status,
    ...(input.forwardBilling === undefined ? {} : { forwardBilling: input.forwardBilling }),
  };
  const [count, bases, amounts] = await prisma.$transaction([
    prisma.invoiceBasis.count({ where }),
    prisma.invoiceBasis.findMany({
      where,
      include: { expenses: true, case: { select: { number: true, version: true } } },
      orderBy: { id: 'desc' },
      skip: (input.page - 1) * FORWARD_BILLING_PAGE_SIZE,
      take: FORWARD_BILLING_PAGE_SIZE,
    }),
    prisma.invoiceBasisExpense.findMany({
      where: { invoiceBasis: where },
      select: { invoiceBasisId: true, quantity: true, price: true },
    }),
  ]);
  const byBasis = new Map<number, typeof amounts>();
  for (const expense of amounts)
    byBasis.set(expense.invoiceBasisId, [...(byBasis.get(expense.invoiceBasisId) ?? []), expense]);
  const sumOre = [...byBasis.values()].reduce((total, expenses) => total + amountsTotalOre(expenses), 0);
  return {
    items: bases.map((basis) => ({
      id: basis.id,
      caseNumber: basis.case.number,
      /** The case version 'Klarmarkera underlaget' carries (a case write). */
      caseVersion: basis.case.version,
      customerType: basis.customerType,
      status: basis.status,
      customerName: basis.customerName,
      invoiceAo: basis.invoiceAo,
      forwardBilling: basis.forwardBilling,
      invoiceDate: toIsoDate(basis.invoiceDate),
      createdBy: basis.createdBy,
      total: amountsTotalOre(basis.expenses) / 100,
    })),
    count,
    page: input.page,
    pageSize: FORWARD_BILLING_PAGE_SIZE,
    sum: sumOre / 100,
  };
}

function amountsTotalOre(expenses: readonly { quantity: Prisma.Decimal; price: Prisma.Decimal }[]) {
  return basisTotalOre(
    expenses.map((expense) => ({ quantity: toMoney(expense.quantity), price: toMoney(expense.price) })),
  );
}
