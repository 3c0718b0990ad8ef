import type { InvoiceBasis, InvoiceBasisExpense, Prisma } from '@sappis/db';
import { basisTotal, INVOICE_BASIS_TEXTS, lineTotal } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDate, toMoney } from '../serialize.ts';

export type StoredBasis = InvoiceBasis & { expenses: InvoiceBasisExpense[]; case: { number: number } };

export const BASIS_INCLUDE = {
  expenses: { orderBy: { id: 'asc' } },
  case: { select: { number: true } },
} as const satisfies Prisma.InvoiceBasisInclude;

/** A basis as the procedures answer it: plain JSON, with line totals and the total (rounded to 2 decimals). */
export function basisView(basis: StoredBasis) {
  const expenses = basis.expenses.map((expense) => {
    const amounts = { quantity: toMoney(expense.quantity), price: toMoney(expense.price) };
    return { id: expense.id, description: expense.description, ...amounts, lineTotal: lineTotal(amounts) };
  });
  return {
    id: basis.id,
    caseNumber: basis.case.number,
    customerType: basis.customerType,
    status: basis.status,
    createdBy: basis.createdBy,
    invoiceDate: toIsoDate(basis.invoiceDate),
    invoiceCode: basis.invoiceCode,
    customerNumber: basis.customerNumber,
    agreementNumber: basis.agreementNumber,
    mainOrderId: basis.mainOrderId,
    mainCentral: basis.mainCentral,
    invoiceAo: basis.invoiceAo ?? '',
    customerName: basis.customerName,
    customerReference: basis.customerReference,
    invoiceAddress: basis.invoiceAddress,
    ourReference: basis.ourReference,
    forwardBilling: basis.forwardBilling,
    paymentTerms: basis.paymentTerms,
    client: basis.client,
    caseDate: toIsoDate(basis.caseDate),
    issue: basis.issue,
    measure: basis.measure,
    expenses,
    total: basisTotal(expenses),
  };
}

export type BasisView = ReturnType<typeof basisView>;

/** The basis `basisId` of case `caseNumber`, locked FOR UPDATE so concurrent writes to it take turns. */
export async function lockedBasis(tx: Prisma.TransactionClient, caseNumber: number, basisId: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT b.id FROM invoice_bases b JOIN cases c ON c.id = b."caseId"
    WHERE b.id = ${basisId} AND c.number = ${caseNumber} FOR UPDATE OF b`;
  if (rows.length === 0) throw new AppError('NOT_FOUND', INVOICE_BASIS_TEXTS.notFound);
  return tx.invoiceBasis.findUniqueOrThrow({ where: { id: basisId }, include: BASIS_INCLUDE });
}
