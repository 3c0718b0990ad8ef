import { product as catalogue, PRODUCTS } from '@sappis/db/seed/reference/products';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPENSATION } from '../operations/compensation/compensation.ts';
import { PAUSE } from '../operations/pause/pause.ts';
import { ONE_OFF_PRICE_LIST } from '../prices.ts';
import { isOneOff } from './billing-projection.ts';
import { formatRowPrice } from './row-price.ts';

describe('formatRowPrice', () => {
  it('shows the pause fee and a compensation credit as one-off amounts, a service per month', () => {
    const paus = catalogue(PAUSE.feeProductNumber);
    expect(formatRowPrice({ type: paus.type, priceList: 31, quantity: 1 }, Number(paus.price))).toBe(
      '295 kr',
    );
    const compensation = catalogue(COMPENSATION.productNumber);
    expect(
      formatRowPrice(
        { type: compensation.type, priceList: COMPENSATION.priceList, quantity: COMPENSATION.quantity },
        150,
      ),
    ).toBe('-150 kr');
    const broadband = catalogue('BAS250');
    expect(
      formatRowPrice({ type: broadband.type, priceList: 10, quantity: 1 }, Number(broadband.price)),
    ).toBe('399 kr/mån');
    expect(formatRowPrice({ type: broadband.type, priceList: ONE_OFF_PRICE_LIST, quantity: 2 }, 150)).toBe(
      '300 kr',
    );
  });

  it('for any catalogue row: monthly exactly when it is not one-off, a one-off shows price × quantity', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRODUCTS),
        fc.constantFrom(10, 31, 37, ONE_OFF_PRICE_LIST),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 100_000 }),
        (item, priceList, quantity, ore) => {
          const row = { type: item.type, priceList, quantity };
          const text = formatRowPrice(row, ore / 100);
          if (!isOneOff(row)) {
            expect(text).toMatch(/^\d{1,3}(\u00a0\d{3})*(,\d\d)? kr\/mån$/);
            expect(text.includes(',')).toBe(ore % 100 !== 0);
            return;
          }
          expect(text).toMatch(/^-?\d{1,3}(\u00a0\d{3})*(,\d\d)? kr$/);
          // Two decimals exactly when fractional (documents 1 and 3 section 9).
          expect(text.includes(',')).toBe((ore * quantity) % 100 !== 0);
          const shown = Number(
            text
              .replace(' kr', '')
              .replace(/\u00a0/g, '')
              .replace(',', '.'),
          );
          expect(shown).toBeCloseTo((ore * quantity) / 100, 2);
        },
      ),
    );
  });
});
