// Test fixtures from the reference catalogue every database is seeded with (packages/db/src/seed/reference), so
// plan tests run on the products, prices, price lists, price groups and reasons the product really has, not on
// values written to suit the code. Test code only: the runtime shared package does not depend on @sappis/db.
import { TERMINATION_REASONS } from '@sappis/db/seed/reference/case-catalog';
import { CHANNELS, PRICE_GROUP, packageChannelRows, product } from '@sappis/db/seed/reference/products';
import { HIDDEN_CHANNEL } from '../../channels.ts';
import type { OperationContext, OperationProduct, OperationRow } from '../snapshot.ts';

/** The price list the demo seed gives recurring rows and one-off fees (document 2 section 9: fees are 31). */
const RECURRING_PRICE_LIST = 10;
const FEE_PRICE_LIST = 31;

/** A catalogue product as an operation reads it: its current private and business prices. */
export function catalogueProduct(productNumber: string): OperationProduct {
  const item = product(productNumber);
  return {
    productNumber: item.productNumber,
    name: item.name,
    type: item.type,
    categoryNumber: item.categoryNumber,
    prices: [
      { priceGroup: PRICE_GROUP.PRIVATE, salePrice: Number(item.price) },
      {
        priceGroup: PRICE_GROUP.BUSINESS,
        salePrice: Number(item.businessPrice ?? (Number(item.price) * 0.8).toFixed(2)),
      },
    ],
    ...(item.selectableChannelCount !== undefined && {
      channelPackage: {
        selectableChannelCount: item.selectableChannelCount,
        channels: packageChannelRows()
          .filter((row) => row.productId === item.id)
          .map((row) => CHANNELS.find((channel) => channel.id === row.channelId)?.productNumber ?? '')
          .filter((number) => number !== HIDDEN_CHANNEL),
      },
    }),
  };
}

/** A row of `productNumber` as the demo seed writes it (private list price, price list 10 or 31 for a fee). */
export function catalogueRow(productNumber: string, overrides: Partial<OperationRow> = {}): OperationRow {
  const item = product(productNumber);
  const oneOff = item.type === 'EXTRA_BILLING';
  const id = overrides.id ?? 1;
  return {
    id,
    rowNumber: id,
    parentRowId: null,
    type: item.type,
    productNumber: item.productNumber,
    productName: item.name,
    category: item.category,
    card: 0,
    campaignId: null,
    price: Number(item.price),
    campaignPrice: null,
    campaignEndDate: null,
    priceList: oneOff ? FEE_PRICE_LIST : RECURRING_PRICE_LIST,
    invoiceCode: oneOff ? 2 : 1,
    quantity: 1,
    startDate: '2025-01-01',
    endDate: oneOff ? '2025-01-01' : null,
    boundUntil: null,
    bindingMonths: null,
    invoicedUntil: null,
    saleDate: '2024-12-20',
    ...overrides,
  };
}

/** The termination reasons of the catalogue. */
export const CATALOGUE_TERMINATION_REASONS: OperationContext['terminationReasons'] = TERMINATION_REASONS.map(
  (reason) => ({ ...reason }),
);
