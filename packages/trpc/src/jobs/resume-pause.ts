import type { Prisma } from '@sappis/db';
import type { PlannedRow } from '@sappis/shared';
import { createPlannedRows } from '../agreements/apply-plan.ts';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import type { DueFollowUp } from './due-follow-up.ts';
import { followUpActor } from './follow-up-actor.ts';

/** What applyPlan stored for a pause's follow-up (agreements/apply-plan.ts). */
interface ResumePausePayload {
  rows: PlannedRow[];
  caseNumbers: number[];
}

/**
 * A pause ends: the paused services run again from the follow-up's day as the rows the pause planned (same
 * product, price, price list, card ...). An agreement ended meanwhile gets no rows; the audit entry says so.
 */
export async function resumePause(
  tx: Prisma.TransactionClient,
  followUp: DueFollowUp,
  today: string,
): Promise<void> {
  const [agreement] = await tx.$queryRaw<
    { id: number; agreementNumber: number; ended: boolean; customerId: number }[]
  >`
    SELECT id, "agreementNumber", ended, "customerId" FROM agreements WHERE id = ${followUp.agreementId} FOR UPDATE`;
  if (!agreement) throw new Error(`agreement ${followUp.agreementId} of follow-up ${followUp.id} not found`);
  const { customerNumber } = await tx.customer.findUniqueOrThrow({
    where: { id: agreement.customerId },
    select: { customerNumber: true },
  });
  const payload = followUp.payload as unknown as ResumePausePayload;
  const { actor, userId } = await followUpActor(tx, followUp.createdById);
  const createdRowIds = agreement.ended
    ? []
    : await createPlannedRows(tx, { agreementId: agreement.id, rows: payload.rows, actor, today });
  await tx.auditEntry.create({
    data: {
      userId,
      action: 'agreement.resumePause',
      entityType: 'Agreement',
      entityId: String(agreement.agreementNumber),
      details: {
        followUpId: followUp.id,
        requestId: followUp.requestId,
        runOn: followUp.runOn,
        customerNumber,
        createdRowIds,
        caseNumbers: payload.caseNumbers,
        skipped: agreement.ended ? 'agreementEnded' : null,
      },
    },
  });
  await appendCustomerChanged(tx, {
    customerNumber,
    agreementNumber: agreement.agreementNumber,
    actorId: actor.id,
    change: 'resumePause',
  });
}
