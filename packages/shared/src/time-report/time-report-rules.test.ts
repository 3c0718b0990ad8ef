import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekNumber } from '../dates.ts';
import {
  dayRefusal,
  dayTotalRefusal,
  firstOpenDay,
  formatHours,
  parseHours,
  periodRange,
  saveTimeEntrySchema,
  shiftPeriod,
  TIME_REPORT_TEXTS,
  weekDays,
} from './time-report-rules.ts';

describe('parseHours', () => {
  it.each([
    ['8', 480],
    ['7,5', 450],
    ['7.25', 435],
    ['0,75', 45],
    ['7:45', 465],
    ['24', 1440],
  ])('%s is %i minutes', (text, minutes) => expect(parseHours(text)).toBe(minutes));

  it.each(['0', '7,3', '7:10', '24,25', '-1', 'åtta', '', '1e1'])('refuses %s', (text) =>
    expect(parseHours(text)).toBeNull(),
  );

  it('reads back what formatHours writes, for every quarter hour of a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 96 }), (quarters) => {
        expect(parseHours(formatHours(quarters * 15))).toBe(quarters * 15);
      }),
    );
  });
});

describe('periods', () => {
  it('a week runs Monday to Sunday, with its ISO number', () => {
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDays('2026-11-23')[0]).toBe('2026-11-23');
    expect(weekDays('2026-11-29')[0]).toBe('2026-11-23');
    expect(isoWeekNumber('2026-11-24')).toBe(48);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
  });

  it('a month runs from its first to its last day; periods shift by one', () => {
    expect(periodRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftPeriod('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftPeriod('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftPeriod('week', '2026-11-26', 1)).toBe('2026-11-30');
  });

  it('every day lies in its own week', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const day = new Date(Date.UTC(2000, 0, 1 + offset)).toISOString().slice(0, 10);
        const { from, to } = periodRange('week', day);
        expect(from <= day && day <= to).toBe(true);
        expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
      }),
    );
  });
});

describe('which days are open for reporting', () => {
  it('today and back to the first of last month; not tomorrow, not before', () => {
    const today = '2026-03-15';
    expect(firstOpenDay(today)).toBe('2026-02-01');
    expect(firstOpenDay('2026-01-05')).toBe('2025-12-01');
    expect(dayRefusal(today, today)).toBeNull();
    expect(dayRefusal('2026-02-01', today)).toBeNull();
    expect(dayRefusal('2026-03-16', today)).toBe(TIME_REPORT_TEXTS.futureDay);
    expect(dayRefusal('2026-01-31', today)).toBe(TIME_REPORT_TEXTS.closedDay);
    expect(dayRefusal('2026-02-30', today)).toBe(TIME_REPORT_TEXTS.invalidDay);
  });
});

describe('a day holds at most 24 hours', () => {
  it('refuses what would pass 24 hours together with the other categories', () => {
    expect(dayTotalRefusal(16 * 60, 8 * 60)).toBeNull();
    expect(dayTotalRefusal(16 * 60, 8 * 60 + 15)).toBe(TIME_REPORT_TEXTS.tooManyHours);
    expect(dayTotalRefusal(0, 20)).toBe(TIME_REPORT_TEXTS.invalidHours);
  });

  it('the form schema takes whole quarter hours only', () => {
    const base = { requestId: crypto.randomUUID(), day: '2026-03-02', categoryId: 1 };
    expect(saveTimeEntrySchema.safeParse({ ...base, minutes: 450 }).success).toBe(true);
    for (const minutes of [0, 10, 1455, 7.5])
      expect(saveTimeEntrySchema.safeParse({ ...base, minutes }).success).toBe(false);
  });
});
