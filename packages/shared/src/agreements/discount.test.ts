import { describe, expect, it } from 'vitest';
import { discountAmountSchema, isValidDiscount } from './discount.ts';

describe('discount', () => {
  it('must be a negative integer', () => {
    expect(discountAmountSchema.safeParse(-50).success).toBe(true);
    expect(discountAmountSchema.safeParse(0).success).toBe(false);
    expect(discountAmountSchema.safeParse(50).success).toBe(false);
    expect(discountAmountSchema.safeParse(-50.5).success).toBe(false);
    expect(isValidDiscount('-50')).toBe(true);
    expect(isValidDiscount('-50.5')).toBe(false);
    expect(isValidDiscount('-0')).toBe(false);
    expect(isValidDiscount('')).toBe(false);
  });
});
