import { boundedInt, MONEY_MAX } from '../input/safe-input.ts';

export const DISCOUNT_MESSAGE = 'Rabatten måste vara ett negativt heltal';

/** A discount row's price must be a negative integer (document 3 section 5). */
export const discountAmountSchema = boundedInt(-MONEY_MAX, -1, DISCOUNT_MESSAGE);

/** The discount field's text as typed: '-50' is valid, '-50.5', '0', '50' and '' are not. */
export function isValidDiscount(text: string): boolean {
  return /^-\d+$/.test(text.trim()) && discountAmountSchema.safeParse(Number(text)).success;
}
