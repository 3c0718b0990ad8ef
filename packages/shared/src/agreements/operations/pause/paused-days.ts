import { addDays } from '../../../dates.ts';
import type { OperationPlan } from '../plan.ts';

/** The days a row pauses: from the day after its last day through the day before it returns. */
export interface PausedDays {
  from: string;
  to: string;
}

/**
 * The rows the plan pauses rather than ends, by row id: an ended row the plan also brings back as a new row of its
 * own (`sourceRowId`) that starts later than the day after its end (a pause's returning row, its box or card), with
 * the days between. A row that continues the day after its end (continue) does not pause.
 */
export function pausedDays(
  plan: Pick<OperationPlan, 'endRows' | 'newRows'>,
): ReadonlyMap<number, PausedDays> {
  const paused = new Map<number, PausedDays>();
  for (const end of plan.endRows) {
    const from = addDays(end.endDate, 1);
    const back = plan.newRows.find((row) => row.sourceRowId === end.rowId && row.startDate > from);
    if (back) paused.set(end.rowId, { from, to: addDays(back.startDate, -1) });
  }
  return paused;
}
