import { addMonths } from '../../dates.ts';
import { agreementEndedBy } from '../agreement-ended.ts';
import { followUpRows, type OperationPlan, type PlannedRow, type PlanOutcome } from '../operations/plan.ts';
import type { OperationContext } from '../operations/snapshot.ts';
import type { BillingEffect, RateChange } from './billing-effect-types.ts';
import {
  BILLING_PROJECTION_MONTHS,
  type BillableRow,
  isOneOff,
  monthlyRateOn,
  rateChangeDays,
} from './billing-projection.ts';
import { toOre } from './money.ts';

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

/** The monthly cost of `rows` from each day within the projection's horizon on which it changes from `from`. */
function rateTimeline(rows: readonly BillableRow[], today: string, from: number): RateChange[] {
  const horizon = addMonths(today, BILLING_PROJECTION_MONTHS);
  const changes: RateChange[] = [];
  let last = from;
  for (const day of rateChangeDays(rows, today, horizon)) {
    const monthly = monthlyRateOn(rows, day);
    if (monthly !== last) changes.push({ from: day, monthly });
    last = monthly;
  }
  return changes;
}

/**
 * What an operation does to the customer's bill, from the billing projection of the agreement's rows once the plan
 * is applied: the monthly cost today, the monthly cost from each day it changes in the coming 24 months (campaign
 * ends included, so the last amount is what the agreement costs for good), the one-off fees the plan adds, and what
 * moved rows cost on the other agreement.
 */
export function billingEffect(context: OperationContext, plan: OperationPlan, today: string): BillingEffect {
  const before = context.agreement.rows;
  const after = rowsAfterPlan(before, plan);
  const added = after.filter((row) => row.id < 0);
  const targetRows = plan.target ? plannedBillable(plan.target.rows, -1) : [];
  const monthlyBefore = monthlyRateOn(before, today);
  return {
    monthlyBefore,
    changes: rateTimeline(after, today, monthlyBefore),
    oneOffs: added
      .filter((row) => isOneOff(row) && row.startDate !== null)
      .map((row) => ({
        date: row.startDate as string,
        name: row.productName,
        amount: toOre(row.price) * row.quantity,
      })),
    target: rateTimeline(targetRows, today, 0),
  };
}

/**
 * The outcome with what the plan does to the bill and the agreement, derived the same way by the form and the
 * server (so the fingerprint covers it): its billing effect, which the preview shows, and `endsAgreement` when every
 * recurring row has ended by today once it is applied (a regret or deceased termination ending today, a transfer of
 * every service from today): applyPlan marks the agreement ended at once instead of the next night's sweep.
 */
export function withBillingEffect<O extends PlanOutcome>(
  outcome: O,
  context: OperationContext,
  today: string,
): O {
  if (!outcome.ok) return outcome;
  const { plan } = outcome;
  const billing = billingEffect(context, plan, today);
  const endsAgreement =
    !context.agreement.ended && agreementEndedBy(rowsAfterPlan(context.agreement.rows, plan), today);
  return { ...outcome, plan: { ...plan, billing, ...(endsAgreement ? { endsAgreement } : {}) } };
}
