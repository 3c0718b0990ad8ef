import type { BillableRow } from '../../billing/billing-projection.ts';
import { isPendingOneOff } from '../../billing/remaining-one-offs.ts';
import { PAUSE } from '../pause/pause-codes.ts';
import type { PlannedRowCancel } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';

/**
 * Whether the pause a fee row (PAUS, on the pause's first day) belongs to still happens once the plan is applied:
 * some main service returns after the fee's day, after a gap since the same product last ran.
 */
function pauseHappens(fee: OperationRow, rows: readonly BillableRow[]): boolean {
  const feeDay = fee.startDate as string;
  const mains = rows.filter(
    (row) => row.parentRowId === null && row.type === 'SERVICE' && row.startDate !== null,
  );
  return mains.some(
    (back) =>
      (back.startDate as string) > feeDay &&
      mains.some(
        (before) =>
          before.productNumber === back.productNumber &&
          before.endDate !== null &&
          before.endDate < (back.startDate as string) &&
          before.endDate >= (before.startDate as string),
      ),
  );
}

/**
 * Pause fees (PAUS rows not yet invoiced, falling today or later) whose pause no longer happens once the plan is
 * applied (`after`: the agreement's rows then): cancelled with it (issue 26 item 2).
 */
export function orphanedPauseFees(
  rows: readonly OperationRow[],
  after: readonly BillableRow[],
  today: string,
): PlannedRowCancel[] {
  const remaining = new Set(after.map((row) => row.id));
  return rows
    .filter(
      (row) =>
        row.productNumber === PAUSE.feeProductNumber &&
        isPendingOneOff(row, today) &&
        remaining.has(row.id) &&
        !pauseHappens(row, after),
    )
    .map((row) => ({ rowId: row.id, productName: row.productName, startDate: row.startDate as string }));
}
