import { describe, expect, it } from 'vitest';
import { collectiveLabel, formatAmount, formatPrice } from './prices.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('price formatting', () => {
  it('shows two decimals only when fractional', () => {
    expect(formatAmount(199)).toBe('199');
    expect(formatAmount('199.5')).toBe('199,50');
    expect(plain(formatAmount(1299.456))).toBe('1 299,46');
    expect(formatAmount(-100)).toBe('-100');
    expect(formatAmount(null)).toBe('');
  });

  it("says 'kr/mån' for recurring prices and 'kr' for one-time costs", () => {
    expect(formatPrice(349)).toBe('349 kr/mån');
    expect(formatPrice(0.5, { oneOff: true })).toBe('0,50 kr');
  });
});

describe('Kollektiv', () => {
  it('is Ja for price list 37 only', () => {
    expect(collectiveLabel(37)).toBe('Ja');
    expect(collectiveLabel(42)).toBe('Nej');
  });
});
