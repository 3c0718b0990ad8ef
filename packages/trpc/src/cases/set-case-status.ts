import type { PrismaClient } from '@sappis/db';
import {
  type CaseStatusOutcome,
  caseStatusChangedText,
  caseStatusName,
  MISSING_CONTACT_INFO_MESSAGE,
  OUTCOME_STATUS,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { type CaseWriteRequest, writeCase } from './write-case.ts';

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
    return [caseStatusChangedText(caseStatusName(status, args.productName))];
  });
}
