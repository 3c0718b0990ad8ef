import type { Prisma, PrismaClient } from '@sappis/db';
import { type CancelAssignmentResult, cancelAssignmentRefusal, WAITING_TO_BE_SENT } from '@sappis/shared';
import { appendCustomerChanged } from '../../customers/customer-events.ts';
import { AppError } from '../../errors.ts';
import { runOnce } from '../../idempotency/run-once.ts';
import type { OperationActor } from '../apply-plan.ts';
import { AGREEMENT_NOT_FOUND_MESSAGE } from '../operation-context.ts';
import { type RestorePoint, restorePointSchema } from './assignment-restore-point.ts';
import { HAND_OVER_KIND, handOverOf, receiverNow } from './pending-hand-overs.ts';

type Db = Prisma.TransactionClient;

const day = (iso: string | null) => (iso === null ? null : new Date(`${iso}T00:00:00Z`));

/**
 * Puts the agreement back as it was before the assignment: the receiver's rows it created go (sub-rows first), the
 * rows it deleted come back as they were (same ids), and the rows it ended get their former end date back, unless
 * their end date was changed since (an end the assigner chose later stays).
 */
async function restoreRows(tx: Db, agreementId: number, restore: RestorePoint): Promise<number[]> {
  const created = restore.createdRowIds;
  await tx.agreementRow.deleteMany({ where: { agreementId, parentRowId: { in: created } } });
  await tx.agreementRow.deleteMany({ where: { agreementId, id: { in: created } } });
  if (restore.deletedRows.length > 0) {
    await tx.$executeRaw`
      INSERT INTO agreement_rows
      SELECT * FROM jsonb_populate_recordset(NULL::agreement_rows, ${JSON.stringify(restore.deletedRows)}::jsonb)
      ORDER BY "parentRowId" NULLS FIRST, id`;
  }
  const restored = restore.deletedRows.map((row) => row.id as number);
  for (const ended of restore.endedRows) {
    const { count } = await tx.agreementRow.updateMany({
      where: { id: ended.rowId, agreementId, endDate: day(restore.endDate) },
      data: { endDate: day(ended.endDate) },
    });
    if (count > 0) restored.push(ended.rowId);
  }
  return restored;
}

/**
 * Cancels a pending assignment (before the hand-over day), once per request id, in one transaction that locks the
 * agreement and its hand-over: the agreement's rows are restored as before the assignment (restoreRows), its
 * provisioning orders not yet sent are withdrawn, the hand-over is removed, the audit entry
 * 'agreement.cancelAssignment' is written for both customers and 'customer.changed' tells both views.
 */
export function executeCancelAssignment(
  prisma: PrismaClient,
  args: {
    procedure: string;
    requestId: string;
    agreementNumber: number;
    actor: OperationActor;
    today: string;
  },
): Promise<CancelAssignmentResult> {
  return runOnce(
    prisma,
    { requestId: args.requestId, userId: args.actor.id, procedure: args.procedure },
    async (tx) => {
      const [agreement] = await tx.$queryRaw<{ id: number; customerId: number; addressId: string | null }[]>`
        SELECT id, "customerId", "addressId" FROM agreements
        WHERE "agreementNumber" = ${args.agreementNumber} FOR UPDATE`;
      if (!agreement) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
      const [locked] = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM scheduled_follow_ups
        WHERE "agreementId" = ${agreement.id} AND kind = ${HAND_OVER_KIND} AND "doneAt" IS NULL
        ORDER BY id LIMIT 1 FOR UPDATE`;
      const followUp = locked
        ? await tx.scheduledFollowUp.findUniqueOrThrow({ where: { id: locked.id } })
        : null;
      const handOver = followUp ? handOverOf(followUp) : null;
      const refusal = cancelAssignmentRefusal(handOver, args.today);
      if (refusal !== null || !followUp || !handOver) throw new AppError('BAD_REQUEST', refusal ?? '');
      const restore = restorePointSchema.parse((followUp.payload as Prisma.JsonObject).restore);

      await tx.provisioningOrder.deleteMany({
        where: { requestId: followUp.requestId, status: WAITING_TO_BE_SENT, attempts: 0 },
      });
      const removedRowIds = restore.createdRowIds;
      const restoredRowIds = await restoreRows(tx, agreement.id, restore);
      await tx.scheduledFollowUp.delete({ where: { id: followUp.id } });

      const assigner = await tx.customer.findUniqueOrThrow({
        where: { id: agreement.customerId },
        select: { id: true, customerNumber: true },
      });
      const receiver = await receiverNow(tx, handOver.receiverCustomerNumber);
      const customers = [assigner, receiver];
      // One entry per side, so both customers' history shows the cancellation.
      await tx.auditEntry.createMany({
        data: customers.map((customer) => ({
          customerId: customer.id,
          userId: args.actor.id,
          action: 'agreement.cancelAssignment',
          entityType: 'Agreement',
          entityId: String(args.agreementNumber),
          details: {
            requestId: args.requestId,
            assignmentRequestId: followUp.requestId,
            assignerCustomerNumber: handOver.assignerCustomerNumber,
            receiverCustomerNumber: handOver.receiverCustomerNumber,
            startDate: handOver.startDate,
            removedRowIds,
            restoredRowIds,
          },
        })),
      });
      for (const { customerNumber } of customers) {
        await appendCustomerChanged(tx, {
          customerNumber,
          agreementNumber: args.agreementNumber,
          addressId: agreement.addressId,
          actorId: args.actor.id,
          change: 'cancelAssignment',
        });
      }
      return {
        agreementNumber: args.agreementNumber,
        assignerCustomerNumber: assigner.customerNumber,
        receiverCustomerNumber: receiver.customerNumber,
        receiverName: handOver.receiverName,
        removedRowIds,
        restoredRowIds,
      };
    },
  );
}
