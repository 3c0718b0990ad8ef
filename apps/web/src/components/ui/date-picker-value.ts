import { isRealDay } from '@sappis/shared/dates';

/** Which days a date picker offers: 'YYYY-MM-DD' bounds (inclusive) and an optional rule for single days. */
export interface DayLimits {
  min?: string;
  max?: string;
  isAllowed?: (day: string) => boolean;
}

/** Why a typed value is not a choice, as the picker says it under the field. */
export type DayProblem = 'format' | 'before-min' | 'after-max' | 'not-allowed';

export const DEFAULT_TIME = '00:00';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The placeholder of the typed field (doc 3 §5: yyyy-MM-dd, or yyyy-MM-dd HH:mm when time is used). */
export function datePlaceholder(withTime: boolean): string {
  return withTime ? 'åååå-mm-dd tt:mm' : 'åååå-mm-dd';
}

export function isTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/**
 * The typed text as a value: 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm' when time is used (a day without a time gets
 * 00:00). Null when the text is not such a day, whatever the browser's locale.
 */
export function parseDateText(text: string, withTime: boolean): { day: string; value: string } | null {
  const [day = '', time, ...rest] = text.trim().split(/\s+/);
  if (!isRealDay(day) || rest.length > 0) return null;
  if (!withTime) return time === undefined ? { day, value: day } : null;
  const clock = time ?? DEFAULT_TIME;
  return isTime(clock) ? { day, value: `${day} ${clock}` } : null;
}

/** Why `day` cannot be chosen under `limits`, or null when it can. */
export function dayProblem(
  day: string,
  { min, max, isAllowed }: DayLimits,
): Exclude<DayProblem, 'format'> | null {
  if (min && day < min) return 'before-min';
  if (max && day > max) return 'after-max';
  if (isAllowed && !isAllowed(day)) return 'not-allowed';
  return null;
}

/**
 * The value the typed text stands for ('' when it is no day), and why it is not a choice. A typed day outside the
 * limits is still passed on, so the form's own rule can say why it refuses it (e.g. the deferment window).
 */
export function readDateText(
  text: string,
  withTime: boolean,
  limits: DayLimits,
): { value: string; problem: DayProblem | null } {
  if (text.trim() === '') return { value: '', problem: null };
  const parsed = parseDateText(text, withTime);
  if (!parsed) return { value: '', problem: 'format' };
  return { value: parsed.value, problem: dayProblem(parsed.day, limits) };
}

/** The message under the field for a problem. */
export function problemText(problem: DayProblem, withTime: boolean, { min, max }: DayLimits): string {
  switch (problem) {
    case 'format':
      return `Ange datum som ${datePlaceholder(withTime)}`;
    case 'before-min':
      return `Tidigast ${min}`;
    case 'after-max':
      return `Senast ${max}`;
    case 'not-allowed':
      return 'Datumet går inte att välja';
  }
}

/** A 'YYYY-MM-DD' day as the calendar's local Date (noon, so no time-zone shift moves it to another day). */
export function calendarDate(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12);
}

/** The calendar's local Date as 'YYYY-MM-DD'. */
export function dayOfCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The limits of a field that offers only the given days (sorted 'YYYY-MM-DD'): none else can be chosen. */
export function offeredDays(days: readonly string[]): DayLimits {
  return { min: days[0], max: days.at(-1), isAllowed: (day) => days.includes(day) };
}
