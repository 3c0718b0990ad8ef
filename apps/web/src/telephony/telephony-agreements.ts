import type { Agreement } from '@/customers/customer-model.ts';

/** The product category of telephony rows (category number 4 in the product catalogue). */
export const TELEPHONY_CATEGORY = 'Telefoni';

/** An agreement has phone records to show when it has (or had) a telephony row. */
export function hasTelephony(agreement: Pick<Agreement, 'rows'>): boolean {
  return agreement.rows.some((row) => row.category === TELEPHONY_CATEGORY);
}
