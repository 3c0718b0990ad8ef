import type { ProductTypeKey } from '../../../customer-codes.ts';
import { isOneOff } from '../../billing/billing-projection.ts';
import type { OperationProduct } from '../snapshot.ts';

/** The kinds of service hardware, cards and add-ons depend on (document 2's hardware filter). */
export type ServiceKind = 'TV' | 'BREDBAND' | 'TELEFONI';

export const SERVICE_KIND_NAMES: Record<ServiceKind, string> = {
  TV: 'tv',
  BREDBAND: 'bredband',
  TELEFONI: 'fast telefoni',
};

/** Document 2's hardware filter: TV categories 0, 2, 14; Bredband 3; Fast telefoni 4. A service of these runs the kind. */
const SERVICE_CATEGORIES: Record<number, ServiceKind> = {
  0: 'TV',
  2: 'TV',
  14: 'TV',
  3: 'BREDBAND',
  4: 'TELEFONI',
};

/**
 * The kinds a hardware, card or add-on row depends on, by its product's category: the filter's categories, and the
 * add-on categories that only exist with a service (Playtjänster 10 with TV: Sappa Play is tv in the mobile; Digitala
 * tjänster 57 with the broadband, e.g. Säker surf).
 */
const DEPENDENT_CATEGORIES: Record<number, ServiceKind> = { ...SERVICE_CATEGORIES, 10: 'TV', 57: 'BREDBAND' };

/** The row category texts (avtalsradKategori) for a product missing from the catalogue. */
const CATEGORY_NAMES: Record<string, number> = {
  TV: 2,
  Bredband: 3,
  Telefoni: 4,
  'Fast telefoni': 4,
  Playtjänster: 10,
  'Digitala tjänster': 57,
};

export interface KindRow {
  parentRowId: number | null;
  type: ProductTypeKey;
  productNumber: string;
  priceList: number;
  category?: string;
}

function categoryNumber(row: KindRow, products: Record<string, OperationProduct>): number | null {
  const product = products[row.productNumber];
  if (product) return product.categoryNumber;
  return row.category !== undefined ? (CATEGORY_NAMES[row.category] ?? null) : null;
}

/** The kind a row keeps running: a main (not sub-) recurring service of the filter's categories; else null. */
export function serviceKindOf(row: KindRow, products: Record<string, OperationProduct>): ServiceKind | null {
  if (row.type !== 'SERVICE' || row.parentRowId !== null || isOneOff(row)) return null;
  const category = categoryNumber(row, products);
  return category === null ? null : (SERVICE_CATEGORIES[category] ?? null);
}

/**
 * The kind a main hardware, card or add-on row needs running to bill; null for every other row (a sub-row goes with
 * its main row: row-families.ts).
 */
export function dependentKindOf(
  row: KindRow,
  products: Record<string, OperationProduct>,
): ServiceKind | null {
  if (!['HARDWARE', 'CARD', 'ADDON'].includes(row.type) || row.parentRowId !== null) return null;
  if (isOneOff(row)) return null;
  const category = categoryNumber(row, products);
  return category === null ? null : (DEPENDENT_CATEGORIES[category] ?? null);
}
