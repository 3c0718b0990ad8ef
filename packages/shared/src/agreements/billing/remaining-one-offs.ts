import type { OperationRow } from '../operations/snapshot.ts';
import type { OneOffFee } from './billing-effect-types.ts';
import { type BillableRow, isOneOff } from './billing-projection.ts';
import { toOre } from './money.ts';

/** A one-off fee still to be invoiced: it falls today or later and is not invoiced yet. */
export function isPendingOneOff(row: OperationRow, today: string): boolean {
  return (
    isOneOff(row) &&
    row.startDate !== null &&
    row.startDate >= today &&
    (row.invoicedUntil === null || row.invoicedUntil < row.startDate)
  );
}

/**
 * The agreement's own one-off fees (a pause fee, a regret fee, a shipping slip) that are still to be invoiced and
 * remain once the plan is applied (`after`): falling today or later, not invoiced yet. The preview lists them, so an
 * agent who ends or pauses something sees every fee the customer will still pay.
 */
export function remainingOneOffs(
  rows: readonly OperationRow[],
  after: readonly BillableRow[],
  today: string,
): OneOffFee[] {
  const remaining = new Set(after.map((row) => row.id));
  return rows
    .filter((row) => remaining.has(row.id) && isPendingOneOff(row, today))
    .map((row) => ({
      date: row.startDate as string,
      name: row.productName,
      amount: toOre(row.price) * row.quantity,
    }));
}
