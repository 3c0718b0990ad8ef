import { isoWeekNumber, totalsBy, weekStart } from '@sappis/shared/time-report/time-report-rules';

export interface Entry {
  id: number;
  day: string;
  categoryId: number;
  minutes: number;
  note: string;
}

const WEEKDAYS = ['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön'];
const MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];

/** 'mån 23/11' for a day of a week table. */
export function dayLabel(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${WEEKDAYS[weekday]} ${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
}

/** 'november 2026'. */
export function monthLabel(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** 'Vecka 48 (23/11–29/11 2026)'. */
export function weekLabel(from: string, to: string): string {
  const short = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
  return `Vecka ${isoWeekNumber(from)} (${short(from)}–${short(to)} ${to.slice(0, 4)})`;
}

/** The minutes of `entries` per 'day|category', per day, per category, and in all. */
export function weekGrid(entries: readonly Entry[]) {
  return {
    cell: totalsBy(
      entries,
      (entry) => `${entry.day}|${entry.categoryId}`,
      (entry) => entry.minutes,
    ),
    byDay: totalsBy(
      entries,
      (entry) => entry.day,
      (entry) => entry.minutes,
    ),
    byCategory: totalsBy(
      entries,
      (entry) => entry.categoryId,
      (entry) => entry.minutes,
    ),
    total: entries.reduce((sum, entry) => sum + entry.minutes, 0),
  };
}

/** A month's minutes per ISO week (keyed by the week's Monday) and category. */
export function monthGrid(entries: readonly Entry[]) {
  const weeks = [...new Set(entries.map((entry) => weekStart(entry.day)))].sort();
  return {
    weeks,
    cell: totalsBy(
      entries,
      (entry) => `${weekStart(entry.day)}|${entry.categoryId}`,
      (entry) => entry.minutes,
    ),
    byWeek: totalsBy(
      entries,
      (entry) => weekStart(entry.day),
      (entry) => entry.minutes,
    ),
    byCategory: totalsBy(
      entries,
      (entry) => entry.categoryId,
      (entry) => entry.minutes,
    ),
    total: entries.reduce((sum, entry) => sum + entry.minutes, 0),
  };
}
