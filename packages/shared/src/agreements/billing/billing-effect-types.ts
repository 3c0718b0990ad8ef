import type { Ore } from './money.ts';

export interface RateChange {
  from: string;
  /** The agreement's monthly cost from that day, in öre. */
  monthly: Ore;
}

export interface OneOffFee {
  date: string;
  name: string;
  amount: Ore;
}

export interface BillingEffect {
  /** The agreement's monthly cost today, before the operation. */
  monthlyBefore: Ore;
  /** Once the plan is applied: the agreement's monthly cost from each day it changes (within 24 months). */
  changes: RateChange[];
  /** The one-off fees the operation adds, on the day they fall. */
  oneOffs: OneOffFee[];
  /** The agreement's one-off fees not yet invoiced that remain once the plan is applied (issue 26 item 2). */
  remainingOneOffs: OneOffFee[];
  /** Move and transfer: the monthly cost the rows bring to the other agreement, from the day they start there. */
  target: RateChange[];
}
