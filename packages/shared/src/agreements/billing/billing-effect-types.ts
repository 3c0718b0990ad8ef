import type { Ore } from './money.ts';

export interface RateChange {
  from: string;
  /** The agreement's monthly cost from that day, in öre. */
  monthly: Ore;
}

export interface BillingEffect {
  /** The agreement's monthly cost today, before the operation. */
  monthlyBefore: Ore;
  /** Where the operation makes the monthly cost differ from what it would have been, the new cost from that day. */
  changes: RateChange[];
  /** The one-off fees the operation adds, on the day they fall. */
  oneOffs: { date: string; name: string; amount: Ore }[];
  /** Move and transfer: the monthly cost the rows bring to the other agreement, from the day they start there. */
  target: RateChange[];
}
