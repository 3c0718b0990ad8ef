import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatPrice, shortenServiceName } from './format.ts';

// toLocaleString('sv-SE') groups thousands with a no-break space.
const nbsp = (text: string) => text.replace(/\s/g, ' ');

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

describe('formatPrice', () => {
  it('shows two decimals only when fractional', () => {
    expect(formatAmount(199)).toBe('199');
    expect(formatAmount('199.5')).toBe('199,50');
    expect(nbsp(formatAmount(1299.456))).toBe('1 299,46');
  });

  it("says 'kr/mån' for recurring and 'kr' for one-off prices", () => {
    expect(formatPrice(349)).toBe('349 kr/mån');
    expect(formatPrice('0.5', { oneOff: true })).toBe('0,50 kr');
    expect(formatPrice(null)).toBe('');
  });
});

describe('shortenServiceName', () => {
  it('cuts names longer than 35 characters to 32 plus dots', () => {
    const long = 'Bredband 1000/1000 Mbit/s med fast IP-adress';
    expect(shortenServiceName(long)).toHaveLength(35);
    expect(shortenServiceName(long).endsWith('...')).toBe(true);
    expect(shortenServiceName('x'.repeat(35))).toBe('x'.repeat(35));
  });
});
