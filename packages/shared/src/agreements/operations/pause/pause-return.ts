import type { BillableRow } from '../../billing/billing-projection.ts';

/**
 * Whether a row that ends (a paused service, its box or card) comes back among `rows`: a row of the same product
 * starts after its last day and runs at least one day (a pause's returning row, document 2 section 7). A returning
 * row terminated or re-dated before its start no longer runs, so the pause then ends the row for good.
 */
export function returnsLater(
  row: Pick<BillableRow, 'id' | 'productNumber' | 'endDate'>,
  rows: readonly Pick<BillableRow, 'id' | 'productNumber' | 'startDate' | 'endDate'>[],
): boolean {
  const lastDay = row.endDate;
  if (lastDay === null) return false;
  return rows.some(
    (back) =>
      back.id !== row.id &&
      back.productNumber === row.productNumber &&
      back.startDate !== null &&
      back.startDate > lastDay &&
      (back.endDate === null || back.endDate >= back.startDate),
  );
}
