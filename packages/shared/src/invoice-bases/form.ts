import { type AmountInput, amountOf, basisTotal, lineTotal } from './totals.ts';

/** An expense row of the form: quantity and price as the number inputs give them. */
export interface ExpenseRow {
  description: string;
  quantity: AmountInput;
  price: AmountInput;
}

/** What the save rule looks at (document 3 section 5). */
export interface SaveRuleInput {
  invoiceAo: string;
  forwardBilling: boolean | null;
  expenses: readonly ExpenseRow[];
}

export const FILL_IN_EXPENSES_TEXT = 'Fyll i kostnader och löpnummer';

const filled = (value: AmountInput) => value !== null && value !== undefined && String(value).trim() !== '';

/** Every row has a description, a quantity and a price, and there is at least one row. */
export function expensesFilled(expenses: readonly ExpenseRow[]): boolean {
  return (
    expenses.length > 0 &&
    expenses.every((row) => row.description.trim() !== '' && filled(row.quantity) && filled(row.price))
  );
}

/**
 * Why save is disabled, or null when it is not: expenses or sequence number (löpnummer, the field invoice_AO) not
 * filled, a total of 0, or forward billing not chosen. The specification gives one text for all of them.
 */
export function saveBlockedReason(form: SaveRuleInput): string | null {
  const blocked =
    !expensesFilled(form.expenses) ||
    form.invoiceAo.trim() === '' ||
    basisTotal(form.expenses) === 0 ||
    form.forwardBilling === null;
  return blocked ? FILL_IN_EXPENSES_TEXT : null;
}

/** An amount as copied: decimal comma, no grouping, at most 2 decimals ('1,5', '975', '129,5'). */
function copiedAmount(value: number): string {
  return String(value).replace('.', ',');
}

/**
 * The expenses as tab-separated text, one row per line (description, quantity, price, line total): only rows with
 * a description and a positive line total.
 */
export function expensesCopyText(expenses: readonly ExpenseRow[]): string {
  return expenses
    .filter((row) => row.description.trim() !== '' && lineTotal(row) > 0)
    .map((row) =>
      [
        row.description.trim().replace(/[\t\r\n]+/g, ' '),
        copiedAmount(amountOf(row.quantity)),
        copiedAmount(amountOf(row.price)),
        copiedAmount(lineTotal(row)),
      ].join('\t'),
    )
    .join('\n');
}
