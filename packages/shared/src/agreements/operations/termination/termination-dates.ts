import { addDays, lastDayOfMonth } from '../../../dates.ts';
import type { OperationRow } from '../snapshot.ts';

/** Document 2 section 5, termination date rules. */
export const TERMINATION_DATES = {
  /** At most this many month ends are offered per row. */
  maxListed: 20,
  /** The latest date is this many months ahead (rounded to month end) unless the row has an end date. */
  monthsAhead: 12,
  /** Regret ('Ångra') is possible for services bought within this many days. */
  regretDays: 14,
} as const;

const later = (a: string, b: string) => (a > b ? a : b);

/** A product number holding 'FRI' (a free period): its bound-to date does not hold the termination back. */
export function isFriProduct(row: Pick<OperationRow, 'productNumber'>): boolean {
  return row.productNumber.toUpperCase().includes('FRI');
}

/**
 * The later of invoiced-to and bound-to (bound-to ignored for FRI products), but at least the last day of next
 * month; rounded up to its month end, since only month ends can be chosen. A row that has not started yet (one
 * that returns after a pause) may be given a date before its start: it then never starts and is cancelled
 * (terminationRowEnds), which the panel says ('startar inte, tas bort').
 */
export function earliestTerminationDate(
  row: Pick<OperationRow, 'productNumber' | 'invoicedUntil' | 'boundUntil'> &
    Partial<Pick<OperationRow, 'startDate'>>,
  today: string,
): string {
  let earliest = lastDayOfMonth(today, 1);
  if (row.invoicedUntil) earliest = later(earliest, row.invoicedUntil);
  if (row.boundUntil && !isFriProduct(row)) earliest = later(earliest, row.boundUntil);
  return lastDayOfMonth(earliest);
}

/**
 * The row's end date when it has one (a row cannot be terminated after it ends anyway), otherwise one year
 * ahead rounded to its month end.
 */
export function latestTerminationDate(row: OperationRow, today: string): string {
  return row.endDate ?? lastDayOfMonth(today, TERMINATION_DATES.monthsAhead);
}

/**
 * Whether terminating `row` on `date` would end it again: it already has an end date on or before `date`. Such a
 * termination changes nothing but would open a second case and send a second confirmation, so it is refused; an
 * earlier date moves the end date forward (the preview says so).
 */
export function endsAlreadyBy(row: Pick<OperationRow, 'endDate'>, date: string): boolean {
  return row.endDate !== null && row.endDate <= date;
}

/**
 * The month ends a row can be terminated on, earliest first, at most 20; none means it cannot be ticked. A row that
 * already has an end date is offered only earlier month ends (endsAlreadyBy).
 */
export function terminationDates(row: OperationRow, today: string): string[] {
  const latest = latestTerminationDate(row, today);
  const dates: string[] = [];
  for (
    let date = earliestTerminationDate(row, today);
    date <= latest && !endsAlreadyBy(row, date) && dates.length < TERMINATION_DATES.maxListed;
    date = lastDayOfMonth(date, 1)
  ) {
    dates.push(date);
  }
  return dates;
}

/** The day a row counts as bought: its sale date, or its start date when the sale date is unknown. */
export function boughtDate(row: OperationRow): string | null {
  return row.saleDate ?? row.startDate;
}

/** A regretted row ends on its start date, or today when it has none (the reversion date). */
export function regretDate(row: OperationRow, today: string): string {
  return row.startDate ?? today;
}

/**
 * Regret needs both of document 2's windows: the service was bought within the last 14 days (section 4) and its
 * reversion date, the start date, lies within the last 14 days (section 5). Neither day may be in the future: a row
 * that has not started (one that returns after a pause, or one sold ahead) is not regretted but terminated.
 */
export function isWithinRegretWindow(row: OperationRow, today: string): boolean {
  const withinWindow = (day: string | null) =>
    day !== null && day <= today && day >= addDays(today, -TERMINATION_DATES.regretDays);
  return withinWindow(boughtDate(row)) && withinWindow(regretDate(row, today));
}

/**
 * A deceased customer's row ends on its invoiced-to date, or today. An invoiced-to date already passed is read as
 * 'today' too: a row is not ended in the past.
 */
export function deceasedDate(row: OperationRow, today: string): string {
  return row.invoicedUntil && row.invoicedUntil >= today ? row.invoicedUntil : today;
}
