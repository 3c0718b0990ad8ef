import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, lastDayOfMonth } from '../../../dates.ts';
import { bindingEndDate } from './binding.ts';

/** Any real day from 1990 to 2099. */
const anyDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const anyMonths = fc.integer({ min: 1, max: 60 });
const dayOf = (day: string) => Number(day.slice(8, 10));
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

describe('bindingEndDate: start plus binding months minus one day', () => {
  it('counts whole months and clamps to the month end, across month ends and leap years', () => {
    expect(bindingEndDate('2026-03-01', 12)).toBe('2027-02-28');
    expect(bindingEndDate('2026-03-15', 24)).toBe('2028-03-14');
    expect(bindingEndDate('2024-01-31', 1)).toBe('2024-02-28');
    expect(bindingEndDate('2023-01-31', 1)).toBe('2023-02-27');
    expect(bindingEndDate('2024-02-29', 12)).toBe('2025-02-27');
    expect(bindingEndDate('2023-02-28', 12)).toBe('2024-02-27');
    expect(bindingEndDate('2025-12-31', 2)).toBe('2026-02-27');
    expect(bindingEndDate('2025-12-01', 1)).toBe('2025-12-31');
  });

  it('is the day before the same day `months` later, clamped to that month', () => {
    fc.assert(
      fc.property(anyDay, anyMonths, (start, months) => {
        const end = bindingEndDate(start, months);
        const anniversary = addDays(end, 1);
        expect(monthIndex(anniversary)).toBe(monthIndex(start) + months);
        expect(dayOf(anniversary)).toBe(Math.min(dayOf(start), dayOf(lastDayOfMonth(anniversary))));
        expect(anniversary).toBe(addMonths(start, months));
      }),
    );
  });

  it('ends on the last day of a month exactly when the binding starts on the first', () => {
    fc.assert(
      fc.property(anyDay, anyMonths, (start, months) => {
        const end = bindingEndDate(start, months);
        expect(end === lastDayOfMonth(end)).toBe(dayOf(start) === 1);
      }),
    );
  });

  it('never moves back when the start moves forward, and always ends after the start', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 400 }), anyMonths, (start, shift, months) => {
        const later = addDays(start, shift);
        expect(bindingEndDate(later, months) >= bindingEndDate(start, months)).toBe(true);
        expect(bindingEndDate(start, months) > start).toBe(true);
      }),
    );
  });
});
