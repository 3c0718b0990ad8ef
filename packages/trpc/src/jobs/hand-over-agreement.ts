import type { Prisma } from '@sappis/db';
import type { PendingHandOverParties } from '@sappis/shared';
import { receiverNow } from '../agreements/assignment/pending-hand-overs.ts';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import type { DueFollowUp } from './due-follow-up.ts';
import { followUpActor } from './follow-up-actor.ts';

/**
 * An assigned agreement goes to its receiver on the receiver's start date (the day after the assigner's end
 * date): the receiver holds it from then on (a receiver merged into another customer since: the survivor), audit
 * 'agreement.handOver' for each of them, and 'customer.changed' for both sides, so both views follow it live.
 */
export async function handOverAgreement(tx: Prisma.TransactionClient, followUp: DueFollowUp): Promise<void> {
  const parties = followUp.payload as unknown as PendingHandOverParties;
  const agreement = await tx.agreement.findUniqueOrThrow({
    where: { id: followUp.agreementId },
    select: { id: true, agreementNumber: true, customer: { select: { id: true, customerNumber: true } } },
  });
  const receiver = await receiverNow(tx, parties.receiverCustomerNumber);
  await tx.agreement.update({ where: { id: agreement.id }, data: { customerId: receiver.id } });
  const { actor, userId } = await followUpActor(tx, followUp.createdById);
  // One entry per side, so the hand-over shows in both customers' history.
  await tx.auditEntry.createMany({
    data: [agreement.customer.id, receiver.id].map((customerId) => ({
      customerId,
      userId,
      action: 'agreement.handOver',
      entityType: 'Agreement',
      entityId: String(agreement.agreementNumber),
      details: {
        followUpId: followUp.id,
        requestId: followUp.requestId,
        runOn: followUp.runOn,
        assignerCustomerNumber: agreement.customer.customerNumber,
        receiverCustomerNumber: receiver.customerNumber,
      },
    })),
  });
  for (const customerNumber of [agreement.customer.customerNumber, receiver.customerNumber]) {
    await appendCustomerChanged(tx, {
      customerNumber,
      agreementNumber: agreement.agreementNumber,
      actorId: actor.id,
      change: 'handOver',
    });
  }
}
