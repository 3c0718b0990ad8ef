import type { BillableRow } from '../agreements/billing/billing-projection.ts';
import { rowsAfterPlan } from '../agreements/billing/rows-after-plan.ts';
import { returnsLater } from '../agreements/operations/pause/pause-return.ts';
import type { OperationPlan } from '../agreements/operations/plan.ts';
import { addDays } from '../dates.ts';
import type { RowProvisioningOrder } from './equipment-provisioning.ts';
import { type ProvisionableRow, provisioningPlatformOf } from './provisioning-platform.ts';
import type { ProvisioningAction } from './provisioning-rules.ts';

/** A row of the agreement before the plan, as far as provisioning needs it (and the plan's rows after it). */
export interface ProvisioningContextRow extends ProvisionableRow, BillableRow {}

/**
 * The row an order is for: an existing row, or the `createdRowIndex`th row the plan creates (its new rows, then
 * its target agreement's rows, in plan order: the ids applyPlan returns as createdRowIds).
 */
export type ProvisioningRowRef = { rowId: number } | { createdRowIndex: number };

/** An order for a row of the plan; it is sent to the partner on its due day, not before. */
export type DerivedProvisioningOrder = Omit<RowProvisioningOrder, 'rowId'> & { row: ProvisioningRowRef };

export interface PlanProvisioning {
  orders: DerivedProvisioningOrder[];
  /** Orders not yet sent that the plan replaces (a row ended again, re-dated): withdrawn before `orders` are written. */
  withdraw: { rowId: number; actions: ProvisioningAction[] }[];
}

/**
 * The provisioning orders an operation's plan gives (issue 20 item 4). A service runs through its last day, so a
 * row ending on D is deactivated on D + 1 (a pause's row is suspended then); a new row is activated on its start
 * date, a pause's returning row resumed on it (a continued row's source keeps running: its unsent deactivation is
 * withdrawn); moved and transferred rows are deactivated on the old agreement and
 * activated on the target. A re-dated row's unsent orders are replaced. A cancelled row needs nothing: it is
 * deleted with its orders (none of them sent, since it never started). Rows that are no service give nothing
 * (provisioningPlatformOf). A paused row whose return the plan takes away (its returning row cancelled or ended
 * before it starts) ends for good: it is deactivated on the day its suspension falls, the suspension withdrawn if
 * not yet sent; also when that day is today or past (a move or termination during the pause: the suspension may be
 * unsent yet, or the service suspended, and either way it never comes back).
 */
export function planProvisioning(
  plan: OperationPlan,
  rows: readonly ProvisioningContextRow[],
  today: string,
): PlanProvisioning {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const orders: DerivedProvisioningOrder[] = [];
  const withdraw: PlanProvisioning['withdraw'] = [];
  const pausing = plan.operation === 'pause';
  const ended = new Set<number>();
  const after = rowsAfterPlan(rows, plan);

  for (const end of plan.endRows) {
    const row = byId.get(end.rowId);
    const platform = row && provisioningPlatformOf(row);
    if (!platform) continue;
    ended.add(end.rowId);
    withdraw.push({ rowId: end.rowId, actions: ['DEACTIVATE', 'SUSPEND'] });
    // Paused only when it comes back: a row that ends before the return (a channel dated to end) is deactivated.
    const action =
      pausing && returnsLater({ ...row, endDate: end.endDate }, after) ? 'SUSPEND' : 'DEACTIVATE';
    orders.push({ row: { rowId: end.rowId }, platform, action, dueOn: addDays(end.endDate, 1) });
  }

  for (const change of plan.changeRowDates) {
    const row = byId.get(change.rowId);
    const platform = row && provisioningPlatformOf(row);
    if (!row || !platform) continue;
    const notStarted = row.startDate === null || row.startDate > today;
    if (notStarted && change.startDate !== null && change.startDate !== row.startDate) {
      withdraw.push({ rowId: row.id, actions: ['ACTIVATE'] });
      orders.push({ row: { rowId: row.id }, platform, action: 'ACTIVATE', dueOn: change.startDate });
    }
    const running = row.endDate === null || row.endDate >= today;
    if (running && change.endDate !== row.endDate) {
      // A paused row re-dated is still suspended (its return stays), on the day after its new last day.
      withdraw.push({ rowId: row.id, actions: ['DEACTIVATE', 'SUSPEND'] });
      const returns = returnsLater({ ...row, endDate: change.endDate }, after);
      if (change.endDate !== null)
        orders.push({
          row: { rowId: row.id },
          platform,
          action: returns ? 'SUSPEND' : 'DEACTIVATE',
          dueOn: addDays(change.endDate, 1),
        });
    }
  }

  const created = [...plan.newRows, ...(plan.target?.rows ?? [])];
  for (const [createdRowIndex, row] of created.entries()) {
    const platform = provisioningPlatformOf(row);
    if (!platform) continue;
    const source = row.sourceRowId === null ? undefined : byId.get(row.sourceRowId);
    // A service continued from the day after its end never stops: its pending deactivation is withdrawn.
    if (
      source &&
      !ended.has(source.id) &&
      source.endDate !== null &&
      addDays(source.endDate, 1) === row.startDate
    )
      withdraw.push({ rowId: source.id, actions: ['DEACTIVATE'] });
    const resumes = pausing && row.sourceRowId !== null && ended.has(row.sourceRowId);
    const action = resumes ? 'RESUME' : 'ACTIVATE';
    orders.push({ row: { createdRowIndex }, platform, action, dueOn: row.startDate });
  }

  const redated = new Set(plan.changeRowDates.map((change) => change.rowId));
  for (const row of rows) {
    const platform = provisioningPlatformOf(row);
    if (!platform || row.endDate === null || ended.has(row.id) || redated.has(row.id)) continue;
    if (!returnsLater(row, rows) || returnsLater(row, after)) continue;
    withdraw.push({ rowId: row.id, actions: ['DEACTIVATE', 'SUSPEND'] });
    orders.push({ row: { rowId: row.id }, platform, action: 'DEACTIVATE', dueOn: addDays(row.endDate, 1) });
  }
  return { orders, withdraw };
}
