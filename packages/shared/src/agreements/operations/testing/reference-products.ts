import type { OperationProduct } from '../snapshot.ts';

/**
 * Products of the seeded reference catalogue (packages/db/src/seed/reference/products.ts) with their current prices
 * in price group 1 (private) and 2 (business); packages/db checks that they match the seed.
 */
export const REFERENCE_PRODUCTS = {
  BAS100: product('BAS100', 'Bredband 100/100', 'SERVICE', 3, 349, 279.2),
  BAS250: product('BAS250', 'Bredband 250/250', 'SERVICE', 3, 399, 319.2),
  BAS500: product('BAS500', 'Bredband 500/500', 'SERVICE', 3, 449, 359.2),
  FORETAGBB: product('FORETAGBB', 'Företagsbredband 500/500', 'SERVICE', 3, 795, 636),
  TVSTART: product('TVSTART', 'Sappa Start', 'SERVICE', 2, 199, 159.2),
  PLAY: product('PLAY', 'Sappa Play', 'SERVICE', 10, 0, 0),
  PLAYPLUS: product('PLAYPLUS', 'Sappa Play Plus', 'ADDON', 10, 49, 39.2),
  BOX015: product('BOX015', 'Hyrbox HD', 'HARDWARE', 2, 29, 23.2),
} as const satisfies Record<string, OperationProduct>;

function product(
  productNumber: string,
  name: string,
  type: OperationProduct['type'],
  categoryNumber: number,
  privatePrice: number,
  businessPrice: number,
): OperationProduct {
  return {
    productNumber,
    name,
    type,
    categoryNumber,
    prices: [
      { priceGroup: 1, salePrice: privatePrice },
      { priceGroup: 2, salePrice: businessPrice },
    ],
  };
}
