import {
  type BillableRow,
  campaignPriceOn,
  monthlyAmountsOn,
  monthlyRateOn,
  runsOn,
  shownPrices,
} from '@sappis/shared';
import type { Invariant } from './invariants.ts';

/** An invoice as its details show it: 'Belopp', 'Kvar att betala' and its rows. */
export interface ObservedInvoice {
  invoiceNumber: number;
  amount: number;
  remainingAmount: number;
  rows: readonly { amount: number }[];
}

const ore = (amount: number) => Math.round(amount * 100);

/**
 * The day the table shows a row's price for (issue 26): today, its start day if it starts later, its last day if it
 * has ended.
 */
function tableDay(row: BillableRow, today: string): string {
  if (row.startDate !== null && row.startDate > today) return row.startDate;
  if (row.endDate !== null && row.endDate < today) return row.endDate;
  return today;
}

/**
 * (11) What the agreement's table shows for a row is what the projection charges for it: for each recurring row of
 * the customer view (customers.byNumber, the table's data), the amount shownPrices gives equals the projection's
 * amount of the database row on the row's table day (an included discount 0) and 'Kampanj' shows exactly when the
 * campaign price applies that day; the rows billed today add up to the monthly cost today; the view lists the
 * agreement's rows.
 */
export const shownAsCharged: Invariant = ({ agreement, shownRows, today }) => {
  if (shownRows === null) return ['the customer view does not list the agreement'];
  const violations: string[] = [];
  const ids = (rows: readonly BillableRow[]) =>
    rows
      .map((row) => row.id)
      .sort((a, b) => a - b)
      .join(',');
  if (ids(shownRows) !== ids(agreement.rows))
    violations.push(`the view lists rows ${ids(shownRows)}, the agreement has ${ids(agreement.rows)}`);
  const stored = new Map(agreement.rows.map((row) => [row.id, row]));
  const shown = shownPrices(shownRows, today);
  let column = 0;
  for (const row of shownRows) {
    const price = shown.get(row.id);
    const dbRow = stored.get(row.id);
    if (!price || price.oneOff || !dbRow) continue;
    const amount = price.amount === 'INCLUDED' ? 0 : price.amount;
    if (price.billedToday) column += amount;
    const day = tableDay(dbRow, today);
    if (!runsOn(dbRow, day)) continue;
    const charged = monthlyAmountsOn(agreement.rows, day).get(row.id) ?? 0;
    const where = `row ${row.id} (${row.productNumber})`;
    if (amount !== charged)
      violations.push(`${where} shows ${amount} öre, the projection charges ${charged} öre on ${day}`);
    const campaign = campaignPriceOn(dbRow, day) !== null;
    if (price.campaign !== campaign)
      violations.push(`${where} ${price.campaign ? 'shows' : 'does not show'} 'Kampanj' on ${day}`);
  }
  const monthly = monthlyRateOn(agreement.rows, today);
  if (column !== monthly)
    violations.push(`the rows billed today show ${column} öre, the monthly cost today is ${monthly} öre`);
  return violations;
};

/** (12) An invoice's 'Belopp' is the exact sum of its rows (a reversal's credit rows included). */
export const invoiceAddsUp: Invariant = ({ invoices }) =>
  invoices.flatMap((invoice) => {
    const sum = invoice.rows.reduce((total, row) => total + ore(row.amount), 0);
    return ore(invoice.amount) === sum
      ? []
      : [`invoice ${invoice.invoiceNumber} says ${ore(invoice.amount)} öre, its rows sum to ${sum} öre`];
  });
