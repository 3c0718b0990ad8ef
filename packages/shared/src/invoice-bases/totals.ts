import { type Ore, toOre } from '../agreements/billing/money.ts';

/**
 * Amounts of an invoice basis (document 3 section 5): a line total is quantity × price rounded to whole öre, and
 * the total is the exact sum of the line totals, so the lines shown always add up to 'Totalt'.
 */

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

/** A line's quantity × price in öre, rounded half away from zero (a product of two 2-decimal amounts may have 4). */
export function lineTotalOre(expense: ExpenseAmounts): Ore {
  return toOre(roundMoney(amountOf(expense.quantity) * amountOf(expense.price)));
}

export function lineTotal(expense: ExpenseAmounts): number {
  return lineTotalOre(expense) / 100;
}

/** The sum of the line totals, in whole öre (an integer sum: exact, whatever the expenses' order). */
export function basisTotalOre(expenses: readonly ExpenseAmounts[]): Ore {
  return expenses.reduce((sum, expense) => sum + lineTotalOre(expense), 0);
}

export function basisTotal(expenses: readonly ExpenseAmounts[]): number {
  return basisTotalOre(expenses) / 100;
}
