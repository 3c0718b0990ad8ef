import type { OperationContext, OperationRow } from '../snapshot.ts';
import { isFriProduct, isWithinRegretWindow } from './termination-dates.ts';
import { type TerminationScope, terminationScope } from './termination-reasons.ts';

/**
 * A discount row is a sub-row with a negative price; its campaign row is its parent. A discount follows its
 * campaign row: it is selected, and ends, together with it.
 */
export function isDiscountRow(row: OperationRow): boolean {
  return row.parentRowId !== null && row.price < 0;
}

/** A discount of a free period (product number holding 'FRI'): no shared date is offered when one is selected. */
export function isFriDiscount(row: OperationRow): boolean {
  return isDiscountRow(row) && isFriProduct(row);
}

/** The row types the panel lists: services (type 1) and add-ons (type 7, e.g. TVSPORT, FASTIP). */
const LISTED_TYPES: readonly OperationRow['type'][] = ['SERVICE', 'ADDON'];

/**
 * The services listed for termination (document 2 section 5): type 1 (and add-ons, which bill like services), with
 * a start date, not a sub-row with a price of 0 or more, and not already ended (an end date before today). A
 * discount is listed only under a listed campaign row: it follows that row whatever the row's type, and is never
 * ended alone.
 */
export function visibleServices(rows: readonly OperationRow[], today: string): OperationRow[] {
  const candidates = rows.filter(
    (row) =>
      LISTED_TYPES.includes(row.type) &&
      row.startDate !== null &&
      !(row.parentRowId !== null && row.price >= 0) &&
      !(row.endDate !== null && row.endDate < today),
  );
  return candidates.filter(
    (row) => !isDiscountRow(row) || candidates.some((candidate) => candidate.id === row.parentRowId),
  );
}

/** The listed campaign row a listed discount follows, if any. */
export function campaignRowOf(row: OperationRow, listed: readonly OperationRow[]): OperationRow | undefined {
  if (!isDiscountRow(row)) return undefined;
  return listed.find((candidate) => candidate.id === row.parentRowId);
}

const earlier = (a: string | null, b: string | null) => (a === null || (b !== null && b < a) ? b : a);

/**
 * The day a discount ends when its campaign row ends on `campaignEnd`: its own end date when that is earlier (a
 * discount never runs without its campaign row, and keeps an earlier end of its own).
 */
export function discountEndDate(discount: OperationRow, campaignEnd: string | null): string | null {
  return earlier(discount.endDate, campaignEnd);
}

/** The day a listed row ends as the agreement stands, or null: a discount's is the earlier of its and its campaign row's. */
export function currentEndDate(row: OperationRow, listed: readonly OperationRow[]): string | null {
  const campaign = campaignRowOf(row, listed);
  return campaign ? discountEndDate(row, campaign.endDate) : row.endDate;
}

/** Whether a row has not started yet (one that returns after a pause, or was sold ahead): the panel says from when. */
export function startsLater(row: OperationRow, today: string): boolean {
  return row.startDate !== null && row.startDate > today;
}

/**
 * The listed rows left out of the selection that end anyway: their own (a discount: its campaign row's) end date
 * is set, from an earlier termination.
 */
export function unselectedEndingRows(
  listed: readonly OperationRow[],
  selectedIds: readonly number[],
): OperationRow[] {
  return listed.filter(
    (row) => !selectedIds.includes(row.id) && (campaignRowOf(row, listed) ?? row).endDate !== null,
  );
}

/**
 * The scope of a selection: 'avtal' when every listed service is selected or already ends (so that ending the
 * last running services ends the whole agreement), otherwise 'abonnemang'.
 */
export function selectionScope(
  listed: readonly OperationRow[],
  selectedIds: readonly number[],
): TerminationScope {
  const selected = closeSelection(listed, selectedIds);
  return terminationScope(listed.length, selected.length + unselectedEndingRows(listed, selected).length);
}

/** The listed discount rows that follow `row`. */
export function discountRowsOf(row: OperationRow, listed: readonly OperationRow[]): OperationRow[] {
  return listed.filter((candidate) => candidate.parentRowId === row.id && isDiscountRow(candidate));
}

/** The rows selected and deselected together with `row`: a campaign row and its discounts, else the row alone. */
export function selectionGroup(row: OperationRow, listed: readonly OperationRow[]): OperationRow[] {
  const campaign = campaignRowOf(row, listed) ?? row;
  return [campaign, ...discountRowsOf(campaign, listed)];
}

/** The selected ids with every selected row's group added, in list order. */
export function closeSelection(listed: readonly OperationRow[], selectedIds: readonly number[]): number[] {
  const selected = new Set<number>();
  for (const row of listed) {
    if (!selectedIds.includes(row.id)) continue;
    for (const member of selectionGroup(row, listed)) selected.add(member.id);
  }
  return listed.filter((row) => selected.has(row.id)).map((row) => row.id);
}

/**
 * Ticking a row: selecting a campaign row selects its discount rows, deselecting a discount deselects its campaign
 * row (and so the campaign's other discounts). A group whose campaign row `canTick` refuses (no termination date)
 * stays as it is.
 */
export function toggleRow(
  listed: readonly OperationRow[],
  selectedIds: readonly number[],
  rowId: number,
  canTick: (row: OperationRow) => boolean,
): number[] {
  const row = listed.find((candidate) => candidate.id === rowId);
  if (!row) return [...selectedIds];
  const group = selectionGroup(row, listed);
  const groupIds = group.map((member) => member.id);
  if (selectedIds.includes(rowId)) return selectedIds.filter((id) => !groupIds.includes(id));
  // A discount has no dates of its own: the group can be ticked when its campaign row can.
  if (!group[0] || !canTick(group[0])) return [...selectedIds];
  return closeSelection(listed, [...selectedIds, ...groupIds]);
}

/** Shared dates are offered only for 2 or more selected services of which none is a FRI discount. */
export function offersSharedDates(selected: readonly OperationRow[]): boolean {
  return selected.length >= 2 && !selected.some(isFriDiscount);
}

/** The dates every row has in common (the shared date list), in order. */
export function sharedDates(dateLists: readonly (readonly string[])[]): string[] {
  const [first, ...rest] = dateLists;
  if (!first) return [];
  return first.filter((date) => rest.every((list) => list.includes(date)));
}

/** The listed services that can still be regretted; the 'Ångra' tab is shown only when there are any. */
export function reversibleRows(context: OperationContext, today: string): OperationRow[] {
  return visibleServices(context.agreement.rows, today).filter((row) => isWithinRegretWindow(row, today));
}
