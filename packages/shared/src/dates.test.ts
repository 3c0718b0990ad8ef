import { describe, expect, it } from 'vitest';
import { addDays, addMonths, firstDayOfNextMonth, isoDay, lastDayOfMonth } from './dates.ts';

describe('calendar days', () => {
  it('adds days and finds month ends across years and leap years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(lastDayOfMonth('2024-01-15', 1)).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-12-05', 0)).toBe('2025-12-31');
    expect(firstDayOfNextMonth('2025-12-05')).toBe('2026-01-01');
    expect(isoDay(new Date(2025, 0, 2, 23, 59))).toBe('2025-01-02');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});
