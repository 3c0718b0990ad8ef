import { addDays, returnsLater } from '@sappis/shared';
import type { Invariant } from './invariants.ts';

/**
 * (13) What the table's row says it waits for is what happens to it: an unsent suspension or deactivation falls on
 * the day after the row's last day, and a suspension (a pause's 'Avstängning') only on a row that comes back
 * later; one whose return was terminated is deactivated ('Avaktivering') instead.
 */
export const provisioningFollowsRows: Invariant = ({ agreement }) => {
  const rows = [...agreement.rows, ...agreement.pendingRows];
  const violations: string[] = [];
  for (const order of agreement.unsentOrders) {
    if (order.action !== 'SUSPEND' && order.action !== 'DEACTIVATE') continue;
    const row = agreement.rows.find((candidate) => candidate.id === order.rowId);
    if (!row) continue;
    const label = `row ${row.id} (${row.productNumber})`;
    if (row.endDate === null || addDays(row.endDate, 1) !== order.dueOn)
      violations.push(`${label} has a ${order.action} due ${order.dueOn} but ends ${row.endDate ?? 'never'}`);
    else if (order.action === 'SUSPEND' && !returnsLater(row, rows))
      violations.push(`${label} is to be suspended on ${order.dueOn} but never comes back`);
  }
  return violations;
};
