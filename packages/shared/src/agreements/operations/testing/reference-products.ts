import type { OperationProduct } from '../snapshot.ts';
import { catalogueProduct } from './catalogue.ts';

const NUMBERS = ['BAS100', 'BAS250', 'BAS500', 'FORETAGBB', 'TVSTART', 'PLAY', 'PLAYPLUS', 'BOX015'] as const;

/**
 * Products of the seeded reference catalogue (packages/db/src/seed/reference/products.ts) by product number, with
 * their current prices in price group 1 (private) and 2 (business); packages/db checks them against the seeded
 * price matrix.
 */
export const REFERENCE_PRODUCTS = Object.fromEntries(
  NUMBERS.map((productNumber) => [productNumber, catalogueProduct(productNumber)]),
) as Record<(typeof NUMBERS)[number], OperationProduct>;
