import type { Prisma } from '@sappis/db';
import { canReceiveConfirmation, type PlannedEmail, type PlannedRow } from '@sappis/shared';
import { createPlannedRows } from '../agreements/apply-plan.ts';
import { appendCustomerChanged } from '../customers/customer-events.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { appendEvent } from '../events/append-event.ts';
import type { DueFollowUp } from './due-follow-up.ts';
import { followUpActor } from './follow-up-actor.ts';
import { noteUnsentReturnSlip } from './note-unsent-return-slip.ts';

/** What applyPlan stored for a return case's slip (packages/shared agreements/operations/return). */
interface ReturnSlipPayload {
  rows: PlannedRow[];
  email: PlannedEmail;
  caseNumbers: number[];
}

/**
 * A return case's shipping slip goes out (7 days before the return date): the slip e-mail to the customer's
 * current address through the e-mail adapter, and the slip fee row when the plan charges one. Without a usable
 * address nothing is sent and nothing charged, and not silently: the return cases become tasks again with a log
 * entry saying so (noteUnsentReturnSlip), and the audit entry records it. Also on an ended agreement: equipment
 * comes back after a termination.
 */
export async function sendReturnSlip(
  tx: Prisma.TransactionClient,
  followUp: DueFollowUp,
  today: string,
  email: EmailSender,
): Promise<void> {
  const agreement = await tx.agreement.findUnique({
    where: { id: followUp.agreementId },
    select: {
      id: true,
      agreementNumber: true,
      customer: { select: { id: true, customerNumber: true, email: true } },
    },
  });
  if (!agreement) throw new Error(`agreement ${followUp.agreementId} of follow-up ${followUp.id} not found`);
  const { customer } = agreement;
  const payload = followUp.payload as unknown as ReturnSlipPayload;
  const { actor, userId } = await followUpActor(tx, followUp.createdById);
  const to = customer.email && canReceiveConfirmation(customer.email) ? customer.email : null;
  const receipt = to
    ? await email.send({ tx, ...payload.email, customerId: customer.id, to, operation: 'returnSlip' })
    : null;
  const createdRowIds = to
    ? await createPlannedRows(tx, { agreementId: agreement.id, rows: payload.rows, actor, today })
    : [];
  const caseEvents = to
    ? []
    : await noteUnsentReturnSlip(tx, { caseNumbers: payload.caseNumbers, charged: payload.rows.length > 0 });
  await tx.auditEntry.create({
    data: {
      userId,
      action: 'agreement.sendReturnSlip',
      entityType: 'Agreement',
      entityId: String(agreement.agreementNumber),
      customerId: customer.id,
      details: {
        followUpId: followUp.id,
        requestId: followUp.requestId,
        runOn: followUp.runOn,
        customerNumber: customer.customerNumber,
        emailStatus: receipt?.status ?? null,
        createdRowIds,
        caseNumbers: payload.caseNumbers,
        skipped: to ? null : 'invalidEmail',
      },
    },
  });
  // Events last: the cases' changes, then the customer's.
  for (const event of caseEvents) await appendEvent(tx, event);
  await appendCustomerChanged(tx, {
    customerNumber: customer.customerNumber,
    agreementNumber: agreement.agreementNumber,
    actorId: actor.id,
    change: 'sendReturnSlip',
  });
}
