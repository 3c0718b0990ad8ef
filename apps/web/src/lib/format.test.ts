// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  it('keeps the calendar day of date-only values', () => {
    expect(formatDate('2025-11-21')).toBe('2025-11-21');
    expect(formatDate('2025-11-21T00:00:00.000Z')).toBe('2025-11-21');
  });

  it('is empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('nej')).toBe('');
  });
});
