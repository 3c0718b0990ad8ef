import type { OperationProduct } from './snapshot.ts';

/** A fee product's price for the customer: its price group (1 private, 2 business), else its first price. */
export function feePrice(
  product: OperationProduct | undefined,
  customerType: 'PRIVATE' | 'BUSINESS',
): number | null {
  if (!product || product.prices.length === 0) return null;
  const group = customerType === 'BUSINESS' ? 2 : 1;
  return (product.prices.find((price) => price.priceGroup === group) ?? product.prices[0]!).salePrice;
}
