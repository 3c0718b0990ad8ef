import { addDays, addMonths, lastDayOfMonth } from '../../dates.ts';
import type { OperationRow } from '../operations/snapshot.ts';
import { ONE_OFF_PRICE_LIST } from '../prices.ts';
import type { RateChange } from './billing-effect-types.ts';
import { type Ore, toOre } from './money.ts';

/** What the projection reads of an agreement row. */
export type BillableRow = Pick<
  OperationRow,
  | 'id'
  | 'parentRowId'
  | 'type'
  | 'productNumber'
  | 'productName'
  | 'price'
  | 'campaignPrice'
  | 'campaignEndDate'
  | 'priceList'
  | 'quantity'
  | 'startDate'
  | 'endDate'
>;

/** The number of months the projection covers, this month included. */
export const BILLING_PROJECTION_MONTHS = 24;

/** A one-off charge (type 3 or price list 42): price × quantity on its start date. */
export function isOneOff(row: Pick<BillableRow, 'type' | 'priceList'>): boolean {
  return row.type === 'EXTRA_BILLING' || row.priceList === ONE_OFF_PRICE_LIST;
}

/** A row runs on `day` when it has started and not ended (its end date is its last day). */
export function runsOn(row: Pick<BillableRow, 'startDate' | 'endDate'>, day: string): boolean {
  return row.startDate !== null && row.startDate <= day && (row.endDate === null || row.endDate >= day);
}

/** The campaign price applies on `day` when it is set and the campaign has not ended by then. */
export function campaignPriceOn(row: BillableRow, day: string): number | null {
  if (row.campaignPrice === null) return null;
  return row.campaignEndDate === null || row.campaignEndDate >= day ? row.campaignPrice : null;
}

/** A discount: a sub-row with a negative price (document 2 section 4). */
export function isDiscount(row: Pick<BillableRow, 'parentRowId' | 'price'>): boolean {
  return row.parentRowId !== null && row.price < 0;
}

/**
 * What a recurring row charges per month on `day` if it runs then, in öre: price × quantity, or the campaign price
 * while the campaign runs. A discount whose campaign row (`parent`) runs and charges its campaign price that day is
 * already in that price (campaign price = price + discount in the catalogue's campaigns): 'INCLUDED', it adds
 * nothing; otherwise a discount counts on its own, also without its campaign row (which the model-based tests
 * refuse as an invariant).
 */
export function recurringAmountOn(
  row: BillableRow,
  parent: BillableRow | undefined,
  day: string,
): Ore | 'INCLUDED' {
  if (isDiscount(row) && parent && runsOn(parent, day) && campaignPriceOn(parent, day) !== null)
    return 'INCLUDED';
  return toOre(campaignPriceOn(row, day) ?? row.price) * row.quantity;
}

/** The monthly amount of each recurring row running on `day` (recurringAmountOn), in öre; an included discount
 * is left out. */
export function monthlyAmountsOn(rows: readonly BillableRow[], day: string): Map<number, Ore> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const amounts = new Map<number, Ore>();
  for (const row of rows) {
    if (isOneOff(row) || !runsOn(row, day)) continue;
    const amount = recurringAmountOn(row, byId.get(row.parentRowId as number), day);
    if (amount !== 'INCLUDED') amounts.set(row.id, amount);
  }
  return amounts;
}

/** The agreement's monthly cost on `day` (the rate of every recurring row running that day), in öre. */
export function monthlyRateOn(rows: readonly BillableRow[], day: string): Ore {
  let total = 0;
  for (const amount of monthlyAmountsOn(rows, day).values()) total += amount;
  return total;
}

export interface MonthCharge {
  /** 'YYYY-MM'. */
  month: string;
  /** What the recurring rows cost for the month, each prorated by the days it ran (rounded per row). */
  amount: Ore;
}

export interface OneOffCharge {
  date: string;
  rowId: number;
  name: string;
  amount: Ore;
}

export interface BillingProjection {
  months: MonthCharge[];
  oneOffs: OneOffCharge[];
}

/**
 * What the agreement's rows charge month by month from `from`'s month for `months` months, and the one-off fees
 * that fall in that time. A recurring row is charged its monthly amount for each day it runs divided by the days of
 * the month (rounded to whole öre per row and month), so a row ending on a month's last day costs that month in
 * full and nothing after.
 */
export function projectBilling(
  rows: readonly BillableRow[],
  from: string,
  months = BILLING_PROJECTION_MONTHS,
): BillingProjection {
  const firstDay = `${from.slice(0, 7)}-01`;
  const result: BillingProjection = { months: [], oneOffs: [] };
  for (let index = 0; index < months; index += 1) {
    const monthStart = addMonths(firstDay, index);
    const monthEnd = lastDayOfMonth(monthStart);
    const daysInMonth = Number(monthEnd.slice(8, 10));
    const perRow = new Map<number, Ore>();
    for (let day = monthStart; day <= monthEnd; day = addDays(day, 1)) {
      for (const [rowId, amount] of monthlyAmountsOn(rows, day))
        perRow.set(rowId, (perRow.get(rowId) ?? 0) + amount);
    }
    let amount = 0;
    for (const sum of perRow.values()) amount += Math.round(sum / daysInMonth);
    result.months.push({ month: monthStart.slice(0, 7), amount });
  }
  const lastDay = lastDayOfMonth(addMonths(firstDay, months - 1));
  for (const row of rows) {
    if (!isOneOff(row) || row.startDate === null || row.startDate < from || row.startDate > lastDay) continue;
    result.oneOffs.push({
      date: row.startDate,
      rowId: row.id,
      name: row.productName,
      amount: toOre(row.price) * row.quantity,
    });
  }
  result.oneOffs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.rowId - b.rowId));
  return result;
}

/**
 * The days on which a rate can change between `from` and `until`: `from` itself, each start, each day after an end
 * and each day after a campaign's end.
 */
export function rateChangeDays(rows: readonly BillableRow[], from: string, until: string): string[] {
  const days = new Set([from]);
  for (const row of rows) {
    for (const day of [
      row.startDate,
      row.endDate && addDays(row.endDate, 1),
      row.campaignEndDate && addDays(row.campaignEndDate, 1),
    ]) {
      if (day && day > from && day <= until) days.add(day);
    }
  }
  return [...days].sort();
}

/** The monthly cost of `rows` from each day within the projection's horizon on which it changes from `from`. */
export function rateTimeline(rows: readonly BillableRow[], today: string, from: Ore): RateChange[] {
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
