import { type BillableRow, isOneOff } from './billing/billing-projection.ts';

/** What deciding whether an agreement has ended reads of its rows. */
export type EndingRow = Pick<BillableRow, 'type' | 'priceList' | 'endDate'>;

/**
 * An agreement has ended by `day` when it has a recurring row and every recurring row (one-off charges aside: they
 * have no running time) has an end date on or before `day` (arAvslutad). A termination sets the flag at once when
 * this holds today; the daily sweep sets it once the last end date has passed (`day` = yesterday).
 */
export function agreementEndedBy(rows: readonly EndingRow[], day: string): boolean {
  const recurring = rows.filter((row) => !isOneOff(row));
  return recurring.length > 0 && recurring.every((row) => row.endDate !== null && row.endDate <= day);
}
