import type { Prisma } from '@sappis/db';
import type { AssignmentPlan } from '@sappis/shared';
import { z } from 'zod';
import { HAND_OVER_KIND } from './pending-hand-overs.ts';

type Db = Prisma.TransactionClient;

/**
 * What an assignment changed on the assigner's side, kept with its pending hand-over so that cancelling it restores
 * the agreement exactly: each ended row's former end date, the whole record of each row it deleted (rows not
 * started by the start date, and their sub-rows), and the receiver's rows it created.
 */
export const restorePointSchema = z.object({
  endDate: z.iso.date(),
  endedRows: z.array(z.object({ rowId: z.number().int(), endDate: z.iso.date().nullable() })),
  /** The deleted agreement_rows records as PostgreSQL's to_jsonb wrote them. */
  deletedRows: z.array(z.record(z.string(), z.unknown())),
  createdRowIds: z.array(z.number().int()),
});

export type RestorePoint = z.infer<typeof restorePointSchema>;

/** The part of the restore point read before the plan is applied (the rows as they are now). */
export async function readRestorePoint(
  tx: Db,
  args: { plan: AssignmentPlan; rows: readonly { id: number; endDate: string | null }[] },
): Promise<Omit<RestorePoint, 'createdRowIds'>> {
  const formerEnd = new Map(args.rows.map((row) => [row.id, row.endDate]));
  const deletedIds = args.plan.cancelRows.map((cancel) => cancel.rowId);
  const deletedRows =
    deletedIds.length === 0
      ? []
      : (
          await tx.$queryRaw<{ row: Record<string, unknown> }[]>`
            SELECT to_jsonb(r) AS row FROM agreement_rows r
            WHERE r.id = ANY(${deletedIds}) OR r."parentRowId" = ANY(${deletedIds})
            ORDER BY r.id`
        ).map(({ row }) => row);
  return {
    endDate: args.plan.endDate,
    endedRows: args.plan.endRows.map((end) => ({
      rowId: end.rowId,
      endDate: formerEnd.get(end.rowId) ?? null,
    })),
    deletedRows,
  };
}

/** Stores the restore point in the payload of the hand-over follow-up the assignment (its request id) scheduled. */
export async function keepRestorePoint(
  tx: Db,
  args: { requestId: string; restore: RestorePoint },
): Promise<void> {
  const followUp = await tx.scheduledFollowUp.findFirstOrThrow({
    where: { kind: HAND_OVER_KIND, requestId: args.requestId },
  });
  await tx.scheduledFollowUp.update({
    where: { id: followUp.id },
    // JSON all through: the deleted rows are to_jsonb's output.
    data: {
      payload: {
        ...(followUp.payload as Prisma.JsonObject),
        restore: args.restore as Prisma.InputJsonObject,
      },
    },
  });
}
