// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { copiedMessage, copyHeadingValue, isCopyable } from './copy-heading.ts';

describe('copyHeadingValue', () => {
  it("shows '-' for missing values and values of one character or less", () => {
    expect(copyHeadingValue(null)).toBe('-');
    expect(copyHeadingValue(undefined)).toBe('-');
    expect(copyHeadingValue('')).toBe('-');
    expect(copyHeadingValue('0')).toBe('-');
    expect(copyHeadingValue(7)).toBe('-');
    expect(copyHeadingValue('  x  ')).toBe('-');
  });

  it('shows longer values as they are, trimmed', () => {
    expect(copyHeadingValue('12')).toBe('12');
    expect(copyHeadingValue(100234)).toBe('100234');
    expect(copyHeadingValue(' 070-123 45 67 ')).toBe('070-123 45 67');
  });

  it("does not offer to copy a '-'", () => {
    expect(isCopyable('')).toBe(false);
    expect(isCopyable('Anna Andersson')).toBe(true);
  });

  it("confirms with 'Kopierat: {value}'", () => {
    expect(copiedMessage('100234')).toBe('Kopierat: 100234');
  });
});
