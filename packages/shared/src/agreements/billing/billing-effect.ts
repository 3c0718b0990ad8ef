import { agreementEndedBy } from '../agreement-ended.ts';
import { handOverRefusals } from '../operations/assignment/hand-over-sides.ts';
import type { OperationPlan, PlanOutcome } from '../operations/plan.ts';
import type { OperationContext } from '../operations/snapshot.ts';
import type { BillingEffect } from './billing-effect-types.ts';
import { isOneOff, monthlyRateOn, rateTimeline } from './billing-projection.ts';
import { toOre } from './money.ts';
import { remainingOneOffs } from './remaining-one-offs.ts';
import { plannedBillable, rowsAfterPlan } from './rows-after-plan.ts';

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
    remainingOneOffs: remainingOneOffs(before, after, today),
    target: rateTimeline(targetRows, today, 0),
  };
}

/**
 * The outcome with what the plan does to the bill and the agreement, derived the same way by the form and the
 * server (so the fingerprint covers it): its billing effect, which the preview shows, and `endsAgreement` when every
 * recurring row has ended by today once it is applied (a regret or deceased termination ending today, a transfer of
 * every service from today): applyPlan marks the agreement ended at once instead of the next night's sweep.
 * A plan that would bill one side of a pending assignment for the other's days is refused (handOverRefusals).
 */
export function withBillingEffect<O extends PlanOutcome>(
  outcome: O,
  context: OperationContext,
  today: string,
): O {
  if (!outcome.ok) return outcome;
  const { plan } = outcome;
  const crossing = handOverRefusals(context, plan);
  if (crossing.length > 0) return { ok: false, refusals: { '': crossing } } as unknown as O;
  const billing = billingEffect(context, plan, today);
  const endsAgreement =
    !context.agreement.ended && agreementEndedBy(rowsAfterPlan(context.agreement.rows, plan), today);
  return { ...outcome, plan: { ...plan, billing, ...(endsAgreement ? { endsAgreement } : {}) } };
}
