import { formatKr, formatPrice } from '../prices.ts';
import { type BillableRow, isOneOff } from './billing-projection.ts';

/** The label beside a one-off row's amount, so the agent sees it is charged once (not part of the amount). */
export const ONE_OFF_LABEL = 'engångs';

/**
 * A row's price as the agreement shows it, in the one format of every price (formatPrice): a recurring row per month
 * ('399 kr/mån'); a one-off row (isOneOff: a fee, a compensation, price list 42) as the amount it charges once,
 * price × quantity, so a compensation credited with quantity -1 reads negative ('-150 kr', '295 kr'), with
 * ONE_OFF_LABEL beside it.
 */
export function formatRowPrice(
  row: Pick<BillableRow, 'type' | 'priceList' | 'quantity'>,
  price: number | null,
): string {
  if (price === null) return '';
  if (!isOneOff(row)) return formatPrice(price);
  return formatKr(price * row.quantity);
}
