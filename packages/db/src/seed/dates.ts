import { isoDay } from '@sappis/shared';

/** Calendar helpers for seed data. All dates are UTC midnights of Swedish calendar days (@db.Date columns). */

const DAY_MS = 86_400_000;

/** Today's date in Sweden as a UTC midnight. */
export function swedishToday(now: Date = new Date()): Date {
  return new Date(`${isoDay(now)}T00:00:00Z`);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Same day `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

export function startOfMonth(date: Date, monthOffset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthOffset, 1));
}

/** Last day of the month `monthOffset` months from `date`'s month. */
export function endOfMonth(date: Date, monthOffset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthOffset + 1, 0));
}

/** A timestamp on `date` at hh:mm Swedish-ish time (stored as UTC; precise zone does not matter for seed data). */
export function at(date: Date, hours: number, minutes = 0): Date {
  return new Date(date.getTime() + (hours * 60 + minutes) * 60_000);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Binding end: start plus binding months minus one day (document 2 section 5). */
export function boundUntil(start: Date, bindingMonths: number): Date {
  return addDays(addMonths(start, bindingMonths), -1);
}

/** The earliest of the dates (e.g. a sale date that cannot lie after today). */
export function earliest(first: Date, ...others: Date[]): Date {
  return new Date(Math.min(first.getTime(), ...others.map((date) => date.getTime())));
}
