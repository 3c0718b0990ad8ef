import { addDays, addMonths } from '../../../dates.ts';

/**
 * The binding end of a row starting on `startDate` with `bindingMonths` months of binding (document 2 section 5):
 * start plus the months minus one day. The months are added clamped to the month's end, so 2024-01-31 + 1 month
 * is 2024-02-29 and the binding ends 2024-02-28 (the seed's bound-until dates are computed the same way).
 */
export function bindingEndDate(startDate: string, bindingMonths: number): string {
  return addDays(addMonths(startDate, bindingMonths), -1);
}

/** A row is bound when it has binding months; only those get a new bound-until date with a new start. */
export function isBoundRow(row: { bindingMonths: number | null }): row is { bindingMonths: number } {
  return row.bindingMonths !== null && row.bindingMonths > 0;
}
