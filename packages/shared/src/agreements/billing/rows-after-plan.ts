import { followUpRows, type OperationPlan, type PlannedRow } from '../operations/plan.ts';
import type { BillableRow } from './billing-projection.ts';

/** Planned rows as billable rows with ids from `firstId` down (a new row's parent is an existing row or an earlier new row). */
export function plannedBillable(rows: readonly PlannedRow[], firstId: number): BillableRow[] {
  return rows.map((row, index) => ({
    id: firstId - index,
    parentRowId: !row.parent
      ? null
      : 'rowId' in row.parent
        ? row.parent.rowId
        : firstId - row.parent.newRowIndex,
    type: row.type,
    productNumber: row.productNumber,
    productName: row.productName,
    price: row.price,
    campaignPrice: row.campaignPrice ?? null,
    campaignEndDate: row.campaignEndDate ?? null,
    priceList: row.priceList,
    quantity: row.quantity,
    startDate: row.startDate,
    endDate: row.endDate,
  }));
}

/** The agreement's rows as they are once the plan is applied (and its follow-ups have run). */
export function rowsAfterPlan(rows: readonly BillableRow[], plan: OperationPlan): BillableRow[] {
  const ends = new Map(plan.endRows.map((end) => [end.rowId, end.endDate]));
  const changes = new Map(plan.changeRowDates.map((change) => [change.rowId, change]));
  const cancelled = new Set(plan.cancelRows.map((cancel) => cancel.rowId));
  const after: BillableRow[] = rows
    .filter((row) => !cancelled.has(row.id))
    .map((row) => {
      const change = changes.get(row.id);
      const changed = change ? { ...row, startDate: change.startDate, endDate: change.endDate } : { ...row };
      const end = ends.get(row.id);
      return end === undefined ? changed : { ...changed, endDate: end };
    });
  after.push(...plannedBillable(plan.newRows, -1));
  let nextId = -1 - plan.newRows.length;
  for (const followUp of plan.followUps) {
    const rows = followUpRows(followUp);
    after.push(...plannedBillable(rows, nextId));
    nextId -= rows.length;
  }
  return after;
}
