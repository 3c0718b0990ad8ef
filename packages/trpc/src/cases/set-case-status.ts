import type { PrismaClient } from '@sappis/db';
import { type CaseStatusKey, caseStatusName, MISSING_CONTACT_INFO_MESSAGE } from '@sappis/shared';
import { AppError } from '../errors.ts';
import type { CASE_STATUS_OUTCOMES } from './case-page-schemas.ts';
import { type CaseWriteRequest, writeCase } from './write-case.ts';

export type CaseStatusOutcome = (typeof CASE_STATUS_OUTCOMES)[number];

/** Document 2, case status panel: SOLVED gives 'Avslutad', RETURN gives 'Väntar på svar från kund'. */
export const OUTCOME_STATUS: Record<CaseStatusOutcome, CaseStatusKey> = {
  SOLVED: 'FINISHED',
  RETURN: 'WAITING_FOR_CUSTOMER',
};

/**
 * `cases.setStatus`: the case status panel. Needs a case relation (contact info); the text becomes a case
 * log entry and the status follows the outcome.
 */
export async function setCaseStatus(
  prisma: PrismaClient,
  args: CaseWriteRequest & {
    outcome: CaseStatusOutcome;
    text: string;
    productName: string;
  },
): Promise<{ version: number }> {
  return writeCase(prisma, { ...args, action: 'case.setStatus' }, async (tx, current) => {
    const relation = await tx.caseRelation.findUnique({
      where: { caseId: current.id },
      select: { id: true },
    });
    if (!relation) throw new AppError('PRECONDITION_FAILED', MISSING_CONTACT_INFO_MESSAGE);
    const status = OUTCOME_STATUS[args.outcome];
    await tx.case.update({
      where: { id: current.id },
      data: { status, finishedAt: status === 'FINISHED' ? args.now : null },
    });
    await tx.caseLog.create({
      data: { caseId: current.id, userName: args.user.name, message: args.text, createdAt: args.now },
    });
    return [`Status ändrad till ${caseStatusName(status, args.productName)}`];
  });
}
