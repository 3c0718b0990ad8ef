import { returnsLater } from '../pause/pause-return.ts';
import type { OperationPlan } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';

/**
 * Whether the success view offers the return flow ('Skapa returärende'): hardware (a hire box or router) stops
 * costing for good, so getting it back is the return case's job — the plan ends the whole agreement (scope 'avtal')
 * with hardware, or ends hardware with the last service of its kind (withDependentRows; not a pause's, which
 * returns). Ending the agreement during a pause cancels the hardware's returning row: the paused box then never
 * comes back into use either.
 */
export function offersReturnCase(plan: OperationPlan, rows: readonly OperationRow[]): boolean {
  const endsForGood = (plan.dependentRows ?? []).some(
    (row) => row.hardware && row.keptReason === null && row.returnDates.length === 0,
  );
  if (endsForGood) return true;
  if (plan.details.scope !== 'avtal') return false;
  const hardware = rows.filter((row) => row.type === 'HARDWARE');
  const hardwareIds = new Set(hardware.map((row) => row.id));
  if (plan.endRows.some((end) => hardwareIds.has(end.rowId))) return true;
  const cancelled = hardware.filter((row) => plan.cancelRows.some((cancel) => cancel.rowId === row.id));
  return hardware.some((paused) => returnsLater(paused, cancelled));
}
