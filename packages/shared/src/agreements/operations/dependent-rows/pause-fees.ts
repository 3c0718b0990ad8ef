import { addDays } from '../../../dates.ts';
import type { BillableRow } from '../../billing/billing-projection.ts';
import { isPendingOneOff } from '../../billing/remaining-one-offs.ts';
import { PAUSE } from '../pause/pause-codes.ts';
import { returnsLater } from '../pause/pause-return.ts';
import type { PlannedRowCancel } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';

/**
 * Whether the pause a fee row (PAUS, on the pause's first day) belongs to still happens once the plan is applied:
 * a main service runs through the day before the fee's day and the same product starts again later. A service that
 * ends earlier (terminated, moved away) has no pause, and one that never comes back has none either.
 */
export function pauseHappens(fee: OperationRow, rows: readonly BillableRow[]): boolean {
  const lastDay = addDays(fee.startDate as string, -1);
  const mains = rows.filter(
    (row) => row.parentRowId === null && row.type === 'SERVICE' && row.startDate !== null,
  );
  return mains.some((paused) => paused.endDate === lastDay && returnsLater(paused, mains));
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
