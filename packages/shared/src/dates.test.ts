import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, firstDayOfNextMonth, isoDay, lastDayOfMonth, startOfIsoDay } from './dates.ts';

const HOUR = 3_600_000;

/** Real days of 2000–2099 (every summer-time change of those years included). */
const realDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar days', () => {
  it('adds days and finds month ends across years and leap years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(lastDayOfMonth('2024-01-15', 1)).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-12-05', 0)).toBe('2025-12-31');
    expect(firstDayOfNextMonth('2025-12-05')).toBe('2026-01-01');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe("an instant's day is Sweden's", () => {
  it('is already the next day in Sweden at 23:30 UTC on the last day of a month, winter and summer', () => {
    expect(isoDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(isoDay(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    expect(isoDay(new Date('2026-11-30T22:59:59.999Z'))).toBe('2026-11-30');
    expect(isoDay(new Date('2027-06-30T21:59:59.999Z'))).toBe('2027-06-30');
  });

  it('starts a Swedish day at its midnight, 23:00 or 22:00 UTC the day before', () => {
    expect(startOfIsoDay('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(startOfIsoDay('2027-07-01').toISOString()).toBe('2027-06-30T22:00:00.000Z');
    // The day summer time starts (02:00 → 03:00) still begins at midnight CET.
    expect(startOfIsoDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('gives every instant of a Swedish day that day, and the instant before its start the day before', () => {
    fc.assert(
      fc.property(realDay, fc.integer({ min: 0, max: 23 * HOUR - 1 }), (day, offset) => {
        const start = startOfIsoDay(day);
        expect(isoDay(start)).toBe(day);
        expect(isoDay(new Date(start.getTime() + offset))).toBe(day);
        expect(isoDay(new Date(start.getTime() - 1))).toBe(addDays(day, -1));
        expect(startOfIsoDay(addDays(day, 1)).getTime() - start.getTime()).toBeGreaterThanOrEqual(23 * HOUR);
      }),
    );
  });
});
