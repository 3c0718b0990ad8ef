import type { Prisma, PrismaClient } from '@sappis/db';
import {
  basisTotal,
  canTransition,
  INVOICE_BASIS_TEXTS,
  type InvoiceBasisCustomerTypeKey,
  type InvoiceBasisFields,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { refuseOthersLock } from './basis-lock.ts';
import { BASIS_INCLUDE, basisView, lockedBasis } from './basis-view.ts';
import { auditBasis, type BasisWriter } from './basis-writer.ts';

const day = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00Z`));

/** The stored columns of the form's fields; saving makes the basis ready (read-only, document 3 section 4). */
function basisData(fields: InvoiceBasisFields) {
  const { expenses, invoiceDate, caseDate, ...rest } = fields;
  return { ...rest, invoiceDate: day(invoiceDate), caseDate: day(caseDate), status: 'READY' as const };
}

function expenseRows(fields: InvoiceBasisFields) {
  return fields.expenses.map((expense) => ({
    description: expense.description,
    quantity: expense.quantity.toFixed(2),
    price: expense.price.toFixed(2),
  }));
}

/** POST case/{id}/invoice_basis: a new basis for the case, saved (ready). Runs in the caller's transaction. */
export async function createBasis(
  tx: Prisma.TransactionClient,
  args: {
    caseNumber: number;
    customerType: InvoiceBasisCustomerTypeKey;
    fields: InvoiceBasisFields;
    user: BasisWriter;
    now: Date;
  },
) {
  const item = await tx.case.findUnique({ where: { number: args.caseNumber }, select: { id: true } });
  if (!item) throw new AppError('NOT_FOUND', 'Ärendet hittades inte');
  await refuseOthersLock(tx, { caseId: item.id, userId: args.user.id, now: args.now });
  const basis = await tx.invoiceBasis.create({
    data: {
      ...basisData(args.fields),
      caseId: item.id,
      customerType: args.customerType,
      createdBy: args.user.email,
      expenses: { create: expenseRows(args.fields) },
    },
    include: BASIS_INCLUDE,
  });
  await auditBasis(tx, args.user, 'invoiceBasis.create', basis.id, {
    caseNumber: args.caseNumber,
    total: basisTotal(args.fields.expenses),
  });
  return basisView(basis);
}

/** PUT case/{id}/invoice_basis/{b}: only a basis in progress; its expenses are replaced and it becomes ready. */
export async function updateBasis(
  prisma: PrismaClient,
  args: { caseNumber: number; basisId: number; fields: InvoiceBasisFields; user: BasisWriter; now: Date },
) {
  return prisma.$transaction(async (tx) => {
    const current = await lockedBasis(tx, args.caseNumber, args.basisId);
    await refuseOthersLock(tx, { caseId: current.caseId, userId: args.user.id, now: args.now });
    if (!canTransition(current.status, 'READY'))
      throw new AppError('CONFLICT', INVOICE_BASIS_TEXTS.notEditable);
    await tx.invoiceBasisExpense.deleteMany({ where: { invoiceBasisId: current.id } });
    const basis = await tx.invoiceBasis.update({
      where: { id: current.id },
      data: { ...basisData(args.fields), expenses: { create: expenseRows(args.fields) } },
      include: BASIS_INCLUDE,
    });
    await auditBasis(tx, args.user, 'invoiceBasis.update', basis.id, {
      caseNumber: args.caseNumber,
      total: basisTotal(args.fields.expenses),
    });
    return basisView(basis);
  });
}
