/**
 * Calendar-day arithmetic on ISO dates ('YYYY-MM-DD'), free of time zones. The only bridge from an instant to a
 * day (and back) is Europe/Stockholm's calendar, whatever the time zone of the process or the browser.
 */
import { TZDate } from '@date-fns/tz';

/** The calendar every day of the product is counted in: the agents and the customers are in Sweden. */
export const CALENDAR_TIME_ZONE = 'Europe/Stockholm';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of the instant `date` in Sweden as 'YYYY-MM-DD' (2026-11-30T23:30Z is 2026-12-01). */
export function isoDay(date: Date = new Date()): string {
  const swedish = new TZDate(date.getTime(), CALENDAR_TIME_ZONE);
  return `${swedish.getFullYear()}-${pad(swedish.getMonth() + 1)}-${pad(swedish.getDate())}`;
}

/** The instant the Swedish calendar day `day` begins (2026-12-01 begins at 2026-11-30T23:00Z). */
export function startOfIsoDay(day: string): Date {
  const [year, month, dayOfMonth] = parts(day);
  return new Date(new TZDate(year, month - 1, dayOfMonth, CALENDAR_TIME_ZONE).getTime());
}

function parts(day: string): [number, number, number] {
  const [year, month, dayOfMonth] = day.slice(0, 10).split('-').map(Number);
  return [year ?? 0, month ?? 1, dayOfMonth ?? 1];
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const [year, month, dayOfMonth] = parts(day);
  return fromUtc(new Date(Date.UTC(year, month - 1, dayOfMonth + days)));
}

/** The same day `months` later (or earlier), clamped to that month's last day: 2024-01-31 + 1 month = 2024-02-29. */
export function addMonths(day: string, months: number): string {
  const [year, month, dayOfMonth] = parts(day);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(year, month - 1 + months, Math.min(dayOfMonth, lastDay))));
}

/** The last day of the month `offset` months after `day`'s month (0 = this month). */
export function lastDayOfMonth(day: string, offset = 0): string {
  const [year, month] = parts(day);
  return fromUtc(new Date(Date.UTC(year, month + offset, 0)));
}

/** Whether `day` is a real day that is the last of its month. */
export function isMonthEnd(day: string): boolean {
  return isRealDay(day) && lastDayOfMonth(day) === day;
}

/** The first day of the month after `day`'s month. */
export function firstDayOfNextMonth(day: string): string {
  const [year, month] = parts(day);
  return fromUtc(new Date(Date.UTC(year, month, 1)));
}

export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' of a day that exists (2026-02-30 does not) from year 1000 on. */
export function isRealDay(value: string): boolean {
  if (!ISO_DAY_PATTERN.test(value) || value < '1000') return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The Monday of `day`'s week ('YYYY-MM-DD'). */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The ISO week number of `day` (weeks start on Monday; the week holding the year's first Thursday is week 1). */
export function isoWeekNumber(day: string): number {
  const thursday = addDays(weekStart(day), 3);
  const januaryFirst = `${thursday.slice(0, 4)}-01-01`;
  const dayOfYear = Math.round((Date.parse(thursday) - Date.parse(januaryFirst)) / 86_400_000);
  return Math.floor(dayOfYear / 7) + 1;
}
