/** Amounts of an invoice basis (document 3 section 5): line total = quantity × price, total rounded to 2 decimals. */

/** A quantity or price as a number input gives it: a number, or text ('' when empty). */
export type AmountInput = number | string | null | undefined;

export interface ExpenseAmounts {
  quantity: AmountInput;
  price: AmountInput;
}

/** The number of an input; empty, unparsable or infinite counts as 0. Accepts a decimal comma. */
export function amountOf(value: AmountInput): number {
  if (value === null || value === undefined) return 0;
  const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) && !(typeof value === 'string' && value.trim() === '') ? number : 0;
}

/** Rounded half away from zero to 2 decimals; the epsilon keeps 1.005 (stored as 1.00499…) at 1.01. */
export function roundMoney(value: number): number {
  const rounded = Math.round((Math.abs(value) + Number.EPSILON * Math.max(1, Math.abs(value))) * 100) / 100;
  // `|| 0`: a negative amount that rounds to nothing is 0, not -0 (shown as '-0,00').
  return value < 0 ? -rounded || 0 : rounded;
}

export function lineTotal(expense: ExpenseAmounts): number {
  return roundMoney(amountOf(expense.quantity) * amountOf(expense.price));
}

/**
 * The sum of quantity × price over the expenses, rounded once at the end. Each product is summed as whole
 * ten-thousandths (exact for amounts of 2 decimals), so the total does not depend on the expenses' order: a float
 * sum could land on either side of a half cent.
 */
export function basisTotal(expenses: readonly ExpenseAmounts[]): number {
  const tenThousandths = expenses.reduce(
    (sum, expense) => sum + Math.round(amountOf(expense.quantity) * amountOf(expense.price) * 10_000),
    0,
  );
  return roundMoney(tenThousandths / 10_000);
}
