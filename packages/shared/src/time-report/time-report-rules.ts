import { z } from 'zod';
import { addDays, firstDayOfNextMonth, isRealDay, lastDayOfMonth, weekStart } from '../dates.ts';
import { boundedInt, calendarDay, dbId, trimmedText } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** Hours are reported in whole quarter hours, at most a full day per day (all categories together). */
export const TIME_STEP_MINUTES = 15;
export const MAX_MINUTES_PER_DAY = 24 * 60;
export const TIME_NOTE_MAX = 200;

export const TIME_REPORT_TEXTS = {
  invalidHours: 'Ange timmar i hela kvartar, t.ex. 7,5 eller 7,75.',
  tooManyHours: 'En dag kan ha högst 24 timmar rapporterade.',
  futureDay: 'Du kan inte rapportera tid på kommande dagar.',
  closedDay: 'Perioden är stängd: tid kan rapporteras för denna och förra månaden.',
  invalidDay: 'Ange ett giltigt datum.',
  unknownCategory: 'Kategorin finns inte.',
  unknownEntry: 'Tidraden finns inte.',
  notALead: 'Du är inte teamledare för något team.',
  saved: 'Tiden har sparats.',
  removed: 'Tidraden har tagits bort.',
} as const;

export type TimePeriodKind = 'week' | 'month';

/** Minutes from what a user typed: '7', '7,5', '7.25' or '7:45'; null unless a whole number of quarter hours. */
export function parseHours(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  let minutes: number;
  if (clock) {
    minutes = Number(clock[1]) * 60 + Number(clock[2]);
  } else if (/^\d{1,2}([.,]\d{1,2})?$/.test(value)) {
    minutes = Math.round(Number(value.replace(',', '.')) * 60 * 100) / 100;
  } else {
    return null;
  }
  return isReportableMinutes(minutes) ? minutes : null;
}

/** Whether `minutes` is a positive whole number of quarter hours of at most a day. */
export function isReportableMinutes(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes > 0 &&
    minutes <= MAX_MINUTES_PER_DAY &&
    minutes % TIME_STEP_MINUTES === 0
  );
}

/** Hours the Swedish way: 450 → '7,5', 465 → '7,75', 0 → '0'. */
export function formatHours(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100).replace('.', ',');
}

/** The seven days Monday..Sunday of `day`'s week. */
export function weekDays(day: string): string[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The first and last day of the week or month holding `day`. */
export function periodRange(kind: TimePeriodKind, day: string): { from: string; to: string } {
  if (kind === 'week') {
    const from = weekStart(day);
    return { from, to: addDays(from, 6) };
  }
  return { from: `${day.slice(0, 7)}-01`, to: lastDayOfMonth(day) };
}

/** The day in the period before (-1) or after (+1) the one holding `day`. */
export function shiftPeriod(kind: TimePeriodKind, day: string, step: -1 | 1): string {
  const { from } = periodRange(kind, day);
  if (kind === 'week') return addDays(from, 7 * step);
  return step === 1 ? firstDayOfNextMonth(from) : `${addDays(from, -1).slice(0, 7)}-01`;
}

/** The first day one may still report on: the first of the previous month. */
export function firstOpenDay(today: string): string {
  return `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
}

/** Why hours cannot be reported on `day` (no later than today, no earlier than the previous month), or null. */
export function dayRefusal(day: string, today: string): string | null {
  if (!isRealDay(day)) return TIME_REPORT_TEXTS.invalidDay;
  if (day > today) return TIME_REPORT_TEXTS.futureDay;
  if (day < firstOpenDay(today)) return TIME_REPORT_TEXTS.closedDay;
  return null;
}

/** Why `minutes` cannot be reported on a day that already has `otherMinutes` in other categories, or null. */
export function dayTotalRefusal(otherMinutes: number, minutes: number): string | null {
  if (!isReportableMinutes(minutes)) return TIME_REPORT_TEXTS.invalidHours;
  return otherMinutes + minutes > MAX_MINUTES_PER_DAY ? TIME_REPORT_TEXTS.tooManyHours : null;
}

/** Sum of `minutes` per key. */
export function totalsBy<T>(
  rows: readonly T[],
  key: (row: T) => string | number,
  minutes: (row: T) => number,
) {
  const totals = new Map<string | number, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + minutes(row));
  return totals;
}

const minutesSchema = boundedInt(
  TIME_STEP_MINUTES,
  MAX_MINUTES_PER_DAY,
  TIME_REPORT_TEXTS.invalidHours,
).refine((minutes) => minutes % TIME_STEP_MINUTES === 0, TIME_REPORT_TEXTS.invalidHours);

/** Report (or replace) one's hours on a day in a category. */
export const saveTimeEntrySchema = z.object({
  requestId: requestIdSchema,
  day: calendarDay(TIME_REPORT_TEXTS.invalidDay),
  categoryId: dbId(TIME_REPORT_TEXTS.unknownCategory),
  minutes: minutesSchema,
  note: trimmedText(TIME_NOTE_MAX).default(''),
});
export type SaveTimeEntryInput = z.input<typeof saveTimeEntrySchema>;

export const removeTimeEntrySchema = z.object({
  requestId: requestIdSchema,
  entryId: dbId(TIME_REPORT_TEXTS.unknownEntry),
});

export const timePeriodSchema = z.object({
  kind: z.enum(['week', 'month']),
  day: calendarDay(TIME_REPORT_TEXTS.invalidDay),
});
