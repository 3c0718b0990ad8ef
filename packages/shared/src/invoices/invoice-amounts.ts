import { type Ore, toOre } from '../agreements/billing/money.ts';

export interface InvoiceAmounts {
  /** 'Belopp', in öre: the exact sum of the invoice's rows, credit rows (a reversal's 'Vänd: …') included. */
  amount: Ore;
  /** 'Kvar att betala', in öre: the amount less what has been paid; below zero the customer has that much credit. */
  remaining: Ore;
}

/**
 * An invoice's amounts once its rows have changed (a reversal added credit rows): 'Belopp' is the sum of the rows,
 * and what the customer has paid (the amount before less what was left to pay before) still counts, so 'Kvar att
 * betala' is the new amount less it. A reversal of a paid invoice leaves a credit (a negative remaining amount), which
 * the billing system settles on the next invoice.
 */
export function invoiceAmountsAfter(
  rows: readonly { amount: number }[],
  before: { amount: number; remainingAmount: number },
): InvoiceAmounts {
  const amount = rows.reduce((sum, row) => sum + toOre(row.amount), 0);
  const paid = toOre(before.amount) - toOre(before.remainingAmount);
  return { amount, remaining: amount - paid };
}
