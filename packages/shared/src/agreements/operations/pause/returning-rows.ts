import type { PlannedRow } from '../plan.ts';
import type { OperationRow } from '../snapshot.ts';
import { isDiscountRow } from '../termination/termination-rows.ts';

/** A row as it runs again from `startDate`: same product, price, price list, card and category. */
export function resumedRow(row: OperationRow, startDate: string): PlannedRow {
  return {
    productNumber: row.productNumber,
    productName: row.productName,
    type: row.type,
    price: row.price,
    priceList: row.priceList,
    invoiceCode: row.invoiceCode,
    quantity: row.quantity,
    startDate,
    endDate: null,
    card: row.card,
    category: row.category,
    sourceRowId: row.id,
  };
}

/**
 * A paused row as it returns: priced as before (its campaign id, campaign price and campaign end date), with its
 * binding. The binding is kept as it was, not moved by the pause: a pause begins on or after the row's bound-to
 * date (pauseEarliestDate), so the returning row is not bound again.
 */
function returningRow(row: OperationRow, startDate: string): PlannedRow {
  return {
    ...resumedRow(row, startDate),
    campaignId: row.campaignId,
    campaignPrice: row.campaignPrice,
    campaignEndDate: row.campaignEndDate,
    boundUntil: row.boundUntil,
    bindingMonths: row.bindingMonths,
  };
}

/**
 * The last day a returning sub-row runs: a discount's own end date or its campaign row's campaign end, whichever is
 * earlier; another sub-row's (a channel, a free channel) own end date.
 */
function subRowEnd(subRow: OperationRow, parent: OperationRow): string | null {
  const { campaignEndDate } = parent;
  if (!isDiscountRow(subRow) || campaignEndDate === null) return subRow.endDate;
  return subRow.endDate !== null && subRow.endDate < campaignEndDate ? subRow.endDate : campaignEndDate;
}

/**
 * The rows that return on the start date (document 2 section 7, legacy_creation_body), created when the pause is
 * registered: each paused row as it was (returningRow), each paused sub-row (discount, channel, free channel) right
 * after its returning parent as its sub-row; a discount ends with its campaign, and a sub-row that has ended by
 * the start date does not return. `firstIndex` is the index of the first returning row in the plan's newRows (the
 * parent links count from it).
 */
export function returningRows(
  paused: readonly OperationRow[],
  startDate: string,
  firstIndex: number,
): PlannedRow[] {
  const pausedIds = new Set(paused.map((row) => row.id));
  const rows: PlannedRow[] = [];
  for (const parent of paused.filter((row) => row.parentRowId === null || !pausedIds.has(row.parentRowId))) {
    const newRowIndex = firstIndex + rows.length;
    rows.push(returningRow(parent, startDate));
    for (const subRow of paused.filter((row) => row.parentRowId === parent.id)) {
      const endDate = subRowEnd(subRow, parent);
      if (endDate !== null && endDate < startDate) continue;
      rows.push({ ...returningRow(subRow, startDate), endDate, parent: { newRowIndex } });
    }
  }
  return rows;
}
