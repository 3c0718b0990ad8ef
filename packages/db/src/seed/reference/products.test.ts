import { REFERENCE_PRODUCTS } from '@sappis/shared/agreements/operations/testing/reference-products';
import { describe, expect, it } from 'vitest';
import { PRICE_GROUP, product, productPriceRows } from './products.ts';

describe('the reference products of the shared plan tests', () => {
  it('are the seeded catalogue: name, type, category and the current price of each price group', () => {
    const prices = productPriceRows();
    for (const fixture of Object.values(REFERENCE_PRODUCTS)) {
      const seeded = product(fixture.productNumber);
      const current = [PRICE_GROUP.PRIVATE, PRICE_GROUP.BUSINESS].map((priceGroup) => {
        const newest = prices
          .filter((price) => price.productId === seeded.id && price.priceGroup === priceGroup)
          .sort((a, b) => new Date(b.validFrom).getTime() - new Date(a.validFrom).getTime())[0];
        return { priceGroup, salePrice: Number(newest?.salePrice) };
      });
      expect({
        name: seeded.name,
        type: seeded.type,
        categoryNumber: seeded.categoryNumber,
        prices: current,
      }).toEqual({
        name: fixture.name,
        type: fixture.type,
        categoryNumber: fixture.categoryNumber,
        prices: fixture.prices,
      });
    }
  });
});
