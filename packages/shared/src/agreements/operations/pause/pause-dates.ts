import { addDays, lastDayOfMonth } from '../../../dates.ts';
import type { OperationRow } from '../snapshot.ts';
import { earliestTerminationDate } from '../termination/termination-dates.ts';

/** Document 2 section 5: the pause's date windows. */
export const PAUSE_DATES = {
  /** The end date picker offers this many month ends. */
  endMonthsOffered: 60,
  /** The pause ends on the first of a month from this many months after the end date's month ... */
  startFromMonths: 2,
  /** ... up to this many months after the end date. */
  startUntilMonths: 10,
  /** The latest termination date a service's earliest date may fall on: a year ahead, at month end. */
  latestTerminationMonths: 12,
} as const;

/** The first day of the month `offset` months after `day`'s month (0 = this month). */
export function firstOfMonth(day: string, offset = 0): string {
  return addDays(lastDayOfMonth(day, offset - 1), 1);
}

/**
 * A villa product cannot be paused (document 2 section 5). The spec does not say how a villa product is
 * recognised; we read it as a product whose name or category contains 'villa' in any letter case.
 */
export function isVillaProduct(row: Pick<OperationRow, 'productName' | 'category'>): boolean {
  return /villa/i.test(row.productName) || /villa/i.test(row.category);
}

/**
 * When a service can be paused at the earliest: its termination earliest date (document 2 section 5). null is 'no
 * earliest date': later than the latest selectable termination date (a year ahead, at month end), or a villa
 * product.
 */
export function pauseEarliestDate(
  row: Pick<OperationRow, 'productNumber' | 'productName' | 'category' | 'boundUntil' | 'invoicedUntil'>,
  today: string,
): string | null {
  if (isVillaProduct(row)) return null;
  const earliest = earliestTerminationDate(row, today);
  return earliest > lastDayOfMonth(today, PAUSE_DATES.latestTerminationMonths) ? null : earliest;
}

/** The month ends the end date picker offers: 60 months from the latest earliest date's month. */
export function pauseEndOptions(latestEarliest: string): string[] {
  return Array.from({ length: PAUSE_DATES.endMonthsOffered }, (_, index) =>
    lastDayOfMonth(latestEarliest, index),
  );
}

export function isPauseEnd(endDate: string, latestEarliest: string): boolean {
  return pauseEndOptions(latestEarliest).includes(endDate);
}

/** The first and the last day the pause may end on (its start date), for an end date at month end. */
export function pauseStartWindow(endDate: string): { first: string; last: string } {
  return {
    first: firstOfMonth(endDate, PAUSE_DATES.startFromMonths),
    last: firstOfMonth(endDate, PAUSE_DATES.startUntilMonths),
  };
}

/** The firsts of a month the start date picker offers for `endDate`. */
export function pauseStartOptions(endDate: string): string[] {
  const count = PAUSE_DATES.startUntilMonths - PAUSE_DATES.startFromMonths + 1;
  return Array.from({ length: count }, (_, index) =>
    firstOfMonth(endDate, PAUSE_DATES.startFromMonths + index),
  );
}

export function isPauseStart(startDate: string, endDate: string): boolean {
  return pauseStartOptions(endDate).includes(startDate);
}
