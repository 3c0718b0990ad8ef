import type { PrismaClient } from '@sappis/db';
import { INVOICE_BASIS_TEXTS, isBasisEditable } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { refuseOthersLock } from './basis-lock.ts';
import { lockedBasis } from './basis-view.ts';
import { auditBasis, type BasisWriter } from './basis-writer.ts';

/** DELETE case/{id}/invoice_basis/{b}: only a basis in progress. */
export async function deleteBasis(
  prisma: PrismaClient,
  args: { caseNumber: number; basisId: number; user: BasisWriter; now: Date },
) {
  await prisma.$transaction(async (tx) => {
    const basis = await lockedBasis(tx, args.caseNumber, args.basisId);
    await refuseOthersLock(tx, { caseId: basis.caseId, userId: args.user.id, now: args.now });
    if (!isBasisEditable(basis.status)) throw new AppError('CONFLICT', INVOICE_BASIS_TEXTS.notEditable);
    await tx.invoiceBasis.delete({ where: { id: basis.id } });
    await auditBasis(tx, args.user, 'invoiceBasis.delete', basis.id, { caseNumber: args.caseNumber });
  });
  return { deleted: true };
}

/** DELETE case/{id}/invoice_basis/{b}/expense/{e}: only on a basis in progress. */
export async function deleteBasisExpense(
  prisma: PrismaClient,
  args: { caseNumber: number; basisId: number; expenseId: number; user: BasisWriter; now: Date },
) {
  await prisma.$transaction(async (tx) => {
    const basis = await lockedBasis(tx, args.caseNumber, args.basisId);
    await refuseOthersLock(tx, { caseId: basis.caseId, userId: args.user.id, now: args.now });
    if (!isBasisEditable(basis.status)) throw new AppError('CONFLICT', INVOICE_BASIS_TEXTS.notEditable);
    const { count } = await tx.invoiceBasisExpense.deleteMany({
      where: { id: args.expenseId, invoiceBasisId: basis.id },
    });
    if (count === 0) throw new AppError('NOT_FOUND', INVOICE_BASIS_TEXTS.expenseNotFound);
    await auditBasis(tx, args.user, 'invoiceBasis.deleteExpense', basis.id, {
      caseNumber: args.caseNumber,
      expenseId: args.expenseId,
    });
  });
  return { deleted: true };
}
