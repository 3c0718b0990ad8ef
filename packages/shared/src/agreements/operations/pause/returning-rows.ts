import { continuedRow } from '../move/move-check.ts';
import type { PlannedRow } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';
import { isDiscountRow } from '../termination/termination-rows.ts';

/**
 * The last day a returning sub-row runs: a discount's own end date or its campaign row's campaign end, whichever is
 * earlier; another sub-row's (a channel, a free channel) own end date.
 */
function subRowEnd(subRow: OperationRow, parent: OperationRow): string | null {
  const { campaignEndDate } = parent;
  if (!isDiscountRow(subRow) || campaignEndDate === null) return subRow.endDate;
  return subRow.endDate !== null && subRow.endDate < campaignEndDate ? subRow.endDate : campaignEndDate;
}

/**
 * The rows that return on the start date (document 2 section 7, legacy_creation_body), created when the pause is
 * registered: each paused row as it was (continuedRow), each paused sub-row (discount, channel, free channel) right
 * after its returning parent as its sub-row; a discount ends with its campaign, and a sub-row that has ended by
 * the start date does not return. `firstIndex` is the index of the first returning row in the plan's newRows (the
 * parent links count from it).
 */
export function returningRows(
  paused: readonly OperationRow[],
  startDate: string,
  firstIndex: number,
): PlannedRow[] {
  const pausedIds = new Set(paused.map((row) => row.id));
  const rows: PlannedRow[] = [];
  for (const parent of paused.filter((row) => row.parentRowId === null || !pausedIds.has(row.parentRowId))) {
    const newRowIndex = firstIndex + rows.length;
    // Priced as before (campaign id, price and end) with its binding, kept as it was: a pause begins on or after
    // the row's bound-to date (pauseEarliestDate), so the returning row is not bound again.
    rows.push({ ...continuedRow(parent, startDate), endDate: null });
    for (const subRow of paused.filter((row) => row.parentRowId === parent.id)) {
      const endDate = subRowEnd(subRow, parent);
      if (endDate !== null && endDate < startDate) continue;
      rows.push({ ...continuedRow(subRow, startDate), endDate, parent: { newRowIndex } });
    }
  }
  return rows;
}
