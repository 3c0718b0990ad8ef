// @vitest-environment node
import { isMonthEnd } from '@sappis/shared/dates';
import { describe, expect, it } from 'vitest';
import { calendarDate, dayOfCalendarDate, parseDateText, readDateText } from './date-picker-value.ts';

describe('parseDateText', () => {
  it('reads yyyy-MM-dd only, never the browser’s own formats', () => {
    expect(parseDateText('2026-12-31', false)).toEqual({ day: '2026-12-31', value: '2026-12-31' });
    expect(parseDateText('12/31/2026', false)).toBeNull();
    expect(parseDateText('31.12.2026', false)).toBeNull();
    expect(parseDateText('2026-02-30', false)).toBeNull();
    expect(parseDateText('2026-12-31 10:00', false)).toBeNull();
  });

  it('reads yyyy-MM-dd HH:mm when time is used; a day without time is 00:00', () => {
    expect(parseDateText('2026-12-31 09:30', true)?.value).toBe('2026-12-31 09:30');
    expect(parseDateText('2026-12-31', true)?.value).toBe('2026-12-31 00:00');
    expect(parseDateText('2026-12-31 24:00', true)).toBeNull();
  });
});

describe('readDateText', () => {
  const limits = { min: '2026-11-30', max: '2027-03-31', isAllowed: isMonthEnd };

  it('says why a typed day outside the bounds or not an allowed day is no choice, and passes it on', () => {
    expect(readDateText('2026-10-31', false, limits)).toEqual({ value: '2026-10-31', problem: 'before-min' });
    expect(readDateText('2027-04-30', false, limits)).toEqual({ value: '2027-04-30', problem: 'after-max' });
    expect(readDateText('2026-12-15', false, limits)).toEqual({
      value: '2026-12-15',
      problem: 'not-allowed',
    });
    expect(readDateText('2026-12-3', false, limits)).toEqual({ value: '', problem: 'format' });
    expect(readDateText('2027-02-28', false, limits)).toEqual({ value: '2027-02-28', problem: null });
    expect(readDateText('', false, limits)).toEqual({ value: '', problem: null });
  });
});

describe('calendarDate', () => {
  it('round-trips a day through the calendar’s Date, month and year ends included', () => {
    for (const day of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31', '2028-02-29']) {
      expect(dayOfCalendarDate(calendarDate(day))).toBe(day);
    }
  });
});
