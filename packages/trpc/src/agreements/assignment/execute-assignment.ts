import type { PrismaClient } from '@sappis/db';
import {
  type AssignmentChoices,
  type AssignmentParty,
  type AssignmentResult,
  EMAIL_SENT_STATUS,
  planAssignment,
  STALE_PLAN_MESSAGE,
  withBillingEffect,
} from '@sappis/shared';
import { appendCustomerChanged } from '../../customers/customer-events.ts';
import { refuseMergedCustomer } from '../../customers/merged-customer.ts';
import type { EmailSender } from '../../email/email-sender.ts';
import { AppError } from '../../errors.ts';
import { runOnce } from '../../idempotency/run-once.ts';
import { applyPlan, type OperationActor } from '../apply-plan.ts';
import { previewedPlan } from '../execute-operation.ts';
import { loadOperationContext } from '../operation-context.ts';
import { keepRestorePoint, readRestorePoint } from './assignment-restore-point.ts';
import { auditForReceiver } from './audit-for-receiver.ts';

type Confirmation = AssignmentResult['assignerConfirmation'];

/**
 * Assignment (Överlåtelse av avtal, document 3 panel 3) the way every agreement operation runs
 * (docs/operations.md): once per request id, in one transaction that locks the agreement and the receiver
 * (never one merged into another customer),
 * recomputes the plan from the database, refuses its refusals or a changed plan, sends each side's confirmation
 * through the e-mail adapter, applies the plan (the assigner's services end, the receiver's start the day after,
 * the follow-up that hands the agreement to the receiver on that day, audit 'agreement.assignment',
 * 'customer.changed' for the assigner) and appends the audit entry and 'customer.changed' for the receiver, whose view shows the
 * agreement as coming. The assigner holds the agreement, and pays for it, through the end date.
 */
export function executeAssignment(
  prisma: PrismaClient,
  args: {
    procedure: string;
    requestId: string;
    agreementNumber: number;
    planFingerprint: string;
    choices: AssignmentChoices;
    actor: OperationActor;
    now: Date;
    today: string;
    email: EmailSender;
  },
): Promise<AssignmentResult> {
  return runOnce(
    prisma,
    { requestId: args.requestId, userId: args.actor.id, procedure: args.procedure },
    async (tx) => {
      const context = await loadOperationContext(tx, {
        agreementNumber: args.agreementNumber,
        today: args.today,
        lock: true,
      });
      const [locked] = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM customers WHERE "customerNumber" = ${args.choices.receiverCustomerNumber} FOR UPDATE`;
      const receiverRow = locked ? await tx.customer.findUniqueOrThrow({ where: { id: locked.id } }) : null;
      if (receiverRow) refuseMergedCustomer(receiverRow, 'receiverCustomerNumber');
      const receiver: AssignmentParty | null = receiverRow && {
        customerNumber: receiverRow.customerNumber,
        name: receiverRow.name,
        email: receiverRow.email,
      };
      const { plan, fingerprint } = previewedPlan(
        withBillingEffect(
          planAssignment(context, args.choices, args.today, args.actor, receiver),
          context,
          args.today,
        ),
        args.planFingerprint,
      );
      if (!receiverRow) throw new AppError('BAD_REQUEST', STALE_PLAN_MESSAGE);

      const confirmations: Record<'assigner' | 'assignee', Confirmation> = {
        assigner: plan.unsendable.includes('assigner') ? 'NOT_SENT' : 'NOT_ASKED',
        assignee: plan.unsendable.includes('assignee') ? 'NOT_SENT' : 'NOT_ASKED',
      };
      for (const { to, email } of plan.confirmations) {
        const side =
          to === 'assigner'
            ? { customerId: context.customerId, address: context.customer.email ?? '' }
            : { customerId: receiverRow.id, address: receiverRow.email ?? '' };
        const receipt = await args.email.send({
          tx,
          ...email,
          customerId: side.customerId,
          to: side.address,
          operation: plan.operation,
        });
        confirmations[to] = receipt.status === EMAIL_SENT_STATUS ? 'SENT' : 'NOT_SENT';
      }

      const restore = await readRestorePoint(tx, { plan, rows: context.agreement.rows });
      const applied = await applyPlan(tx, {
        context,
        // The e-mails went to each side above; applyPlan sends none.
        plan: {
          ...plan,
          emails: [],
          confirmationUnsendable: false,
          details: {
            ...plan.details,
            assignerConfirmation: confirmations.assigner,
            assigneeConfirmation: confirmations.assignee,
          },
        },
        planFingerprint: fingerprint,
        actor: args.actor,
        requestId: args.requestId,
        now: args.now,
        today: args.today,
        email: args.email,
      });
      // Cancelling the assignment before the hand-over puts back exactly what it changed.
      await keepRestorePoint(tx, {
        requestId: args.requestId,
        restore: { ...restore, createdRowIds: applied.createdRowIds },
      });
      await auditForReceiver(tx, { requestId: args.requestId, receiverCustomerId: receiverRow.id });
      await appendCustomerChanged(tx, {
        customerNumber: receiverRow.customerNumber,
        agreementNumber: context.agreement.agreementNumber,
        actorId: args.actor.id,
        change: plan.operation,
      });
      return {
        planFingerprint: fingerprint,
        agreementNumber: context.agreement.agreementNumber,
        receiver: { ...plan.receiver },
        assigner: { name: context.customer.name, email: context.customer.email },
        endDate: plan.endDate,
        startDate: plan.startDate,
        createdRowIds: applied.createdRowIds,
        endedRowIds: applied.endedRowIds,
        caseNumbers: applied.caseNumbers,
        assignerConfirmation: confirmations.assigner,
        assigneeConfirmation: confirmations.assignee,
      };
    },
  );
}
