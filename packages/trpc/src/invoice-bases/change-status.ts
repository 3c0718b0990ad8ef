import type { PrismaClient } from '@sappis/db';
import { canTransition, formatAmount, INVOICE_BASIS_TEXTS } from '@sappis/shared';
import { releaseCaseLock } from '../case-locks/service.ts';
import { type CaseWriteRequest, writeCase } from '../cases/write-case.ts';
import { AppError } from '../errors.ts';
import { refuseOthersLock } from './basis-lock.ts';
import { basisView, lockedBasis } from './basis-view.ts';
import { auditBasis, type BasisWriter } from './basis-writer.ts';

/** 'Ändra status till pågående': a ready basis back to in progress, editable again. */
export async function reopenBasis(
  prisma: PrismaClient,
  args: { caseNumber: number; basisId: number; user: BasisWriter; now: Date },
) {
  return prisma.$transaction(async (tx) => {
    const basis = await lockedBasis(tx, args.caseNumber, args.basisId);
    await refuseOthersLock(tx, { caseId: basis.caseId, userId: args.user.id, now: args.now });
    if (!canTransition(basis.status, 'IN_PROGRESS'))
      throw new AppError('CONFLICT', INVOICE_BASIS_TEXTS.notReady);
    await tx.invoiceBasis.update({ where: { id: basis.id }, data: { status: 'IN_PROGRESS' } });
    await auditBasis(tx, args.user, 'invoiceBasis.reopen', basis.id, { caseNumber: args.caseNumber });
    return { status: 'IN_PROGRESS' as const };
  });
}

/**
 * 'Klarmarkera underlaget': a ready basis becomes invoiced and the case log gets a note. A case write (lock,
 * version, history, audit, the case's live event) in the same transaction as the basis change. Marked from
 * /sappis/vidarefakturering the writer does not have the case open: a lock the write took is released again.
 */
export async function markBasisInvoiced(
  prisma: PrismaClient,
  args: CaseWriteRequest & { basisId: number; user: BasisWriter },
) {
  const result = await writeCase(
    prisma,
    { ...args, action: 'invoiceBasis.markInvoiced' },
    async (tx, current) => {
      const basis = await lockedBasis(tx, args.caseNumber, args.basisId);
      if (!canTransition(basis.status, 'INVOICED'))
        throw new AppError('CONFLICT', INVOICE_BASIS_TEXTS.notReady);
      await tx.invoiceBasis.update({ where: { id: basis.id }, data: { status: 'INVOICED' } });
      const total = formatAmount(basisView(basis).total).replace(/\u00a0/g, ' ');
      await tx.caseLog.create({
        data: {
          caseId: current.id,
          userName: args.user.name,
          message: INVOICE_BASIS_TEXTS.invoicedLog(basis.id, total),
          auto: true,
          createdAt: args.now,
        },
      });
      await auditBasis(tx, args.user, 'invoiceBasis.markInvoiced', basis.id, { caseNumber: args.caseNumber });
      return [`Faktureringsunderlag ${basis.id} klarmarkerat`];
    },
  );
  if (result.lockTaken) {
    await releaseCaseLock(prisma, { caseNumber: args.caseNumber, userId: args.user.id, now: args.now });
  }
  return result;
}
