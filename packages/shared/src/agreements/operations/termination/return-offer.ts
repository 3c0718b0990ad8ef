import type { OperationPlan } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';

/**
 * Whether the success view offers the return flow ('Skapa returärende'): the plan ends the whole agreement (scope
 * 'avtal') and with it hardware (a hire box or router) that now stops costing; getting it back is the return case's
 * job.
 */
export function offersReturnCase(plan: OperationPlan, rows: readonly OperationRow[]): boolean {
  if (plan.details.scope !== 'avtal') return false;
  const hardware = new Set(rows.filter((row) => row.type === 'HARDWARE').map((row) => row.id));
  return plan.endRows.some((end) => hardware.has(end.rowId));
}
