import type { OperationCustomer, OperationProduct } from './snapshot.ts';

/** The customer's price group of the price matrix: 1 private, 2 business. */
export function priceGroupOf(customerType: OperationCustomer['customerType']): number {
  return customerType === 'BUSINESS' ? 2 : 1;
}

/** A product's list price in the customer's price group, or null when the product has none there. */
export function listPriceFor(
  product: OperationProduct | undefined,
  customerType: OperationCustomer['customerType'],
): number | null {
  const group = priceGroupOf(customerType);
  return product?.prices.find((price) => price.priceGroup === group)?.salePrice ?? null;
}

/** A fee product's price for the customer: its price group (1 private, 2 business), else its first price. */
export function feePrice(
  product: OperationProduct | undefined,
  customerType: OperationCustomer['customerType'],
): number | null {
  if (!product || product.prices.length === 0) return null;
  return listPriceFor(product, customerType) ?? product.prices[0]!.salePrice;
}
