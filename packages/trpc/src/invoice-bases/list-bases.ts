import type { PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';
import { BASIS_INCLUDE, basisView } from './basis-view.ts';

/** GET case/{id}/invoice_basis: the case's bases, newest first. */
export async function listCaseBases(prisma: PrismaClient, caseNumber: number) {
  const item = await prisma.case.findUnique({ where: { number: caseNumber }, select: { id: true } });
  if (!item) throw new AppError('NOT_FOUND', 'Ärendet hittades inte');
  const bases = await prisma.invoiceBasis.findMany({
    where: { caseId: item.id },
    include: BASIS_INCLUDE,
    orderBy: { id: 'desc' },
  });
  return bases.map(basisView);
}
