import { isoWeekNumber, weekStart } from '@sappis/shared/dates';
import { totalsBy } from '@sappis/shared/time-report/time-report-rules';

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

/** The minutes of `entries` summed per `key`. */
const minutesBy = (entries: readonly Entry[], key: (entry: Entry) => string | number) =>
  totalsBy(entries, key, (entry) => entry.minutes);

const totalMinutes = (entries: readonly Entry[]) => entries.reduce((sum, entry) => sum + entry.minutes, 0);

/** The minutes of `entries` per 'day|category', per day, per category, and in all. */
export function weekGrid(entries: readonly Entry[]) {
  return {
    cell: minutesBy(entries, (entry) => `${entry.day}|${entry.categoryId}`),
    byDay: minutesBy(entries, (entry) => entry.day),
    byCategory: minutesBy(entries, (entry) => entry.categoryId),
    total: totalMinutes(entries),
  };
}

/** A month's minutes per ISO week (keyed by the week's Monday) and category. */
export function monthGrid(entries: readonly Entry[]) {
  return {
    weeks: [...new Set(entries.map((entry) => weekStart(entry.day)))].sort(),
    cell: minutesBy(entries, (entry) => `${weekStart(entry.day)}|${entry.categoryId}`),
    byWeek: minutesBy(entries, (entry) => weekStart(entry.day)),
    byCategory: minutesBy(entries, (entry) => entry.categoryId),
    total: totalMinutes(entries),
  };
}
