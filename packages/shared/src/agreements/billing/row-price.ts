import { formatAmount, formatPrice } from '../prices.ts';
import { type BillableRow, isOneOff } from './billing-projection.ts';

export const ONE_OFF_SUFFIX = 'engångs';

/**
 * A row's price as the agreement shows it: a recurring row per month ('399 kr/mån'); a one-off row (isOneOff: a fee,
 * a compensation, price list 42) as the amount it charges once, price × quantity, so a compensation credited with
 * quantity -1 reads negative ('-150 kr engångs', '295 kr engångs').
 */
export function formatRowPrice(
  row: Pick<BillableRow, 'type' | 'priceList' | 'quantity'>,
  price: number | null,
): string {
  if (price === null) return '';
  if (!isOneOff(row)) return formatPrice(price);
  return `${formatAmount(price * row.quantity)} kr ${ONE_OFF_SUFFIX}`;
}
