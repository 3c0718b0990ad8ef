import type { OperationContext, OperationRow } from '../snapshot.ts';
import { campaignRowOf, isDiscountRow } from '../termination/termination-rows.ts';
import { pauseEarliestDate } from './pause-dates.ts';

/**
 * The services the pause table lists (document 2 section 5): type 1, started before today, no end date, and not
 * a sub-row with a non-negative price (a campaign's discount sub-row is listed, an add-on sub-row is not).
 */
export function isPauseListed(row: OperationRow, today: string): boolean {
  return (
    row.type === 'SERVICE' &&
    row.startDate !== null &&
    row.startDate < today &&
    row.endDate === null &&
    !(row.parentRowId !== null && row.price >= 0)
  );
}

export interface PauseService {
  row: OperationRow;
  /** null: no earliest date, the service cannot be selected. */
  earliestDate: string | null;
}

/**
 * The listed services with their earliest dates. A discount has no dates of its own: it is paused with its
 * campaign row (document 2 section 4), on that row's earliest date, and cannot be paused without it (no earliest
 * date when its campaign row is not listed).
 */
export function pauseServices(context: OperationContext, today: string): PauseService[] {
  const listed = context.agreement.rows.filter((row) => isPauseListed(row, today));
  const earliest = new Map(listed.map((row) => [row.id, pauseEarliestDate(row, today)]));
  return listed.map((row) => {
    const campaign = isDiscountRow(row) ? campaignRowOf(row, listed) : row;
    return { row, earliestDate: campaign ? (earliest.get(campaign.id) ?? null) : null };
  });
}

/** A service the agent can tick: listed with an earliest date. */
export function isPauseSelectable(service: PauseService): boolean {
  return service.earliestDate !== null;
}

/**
 * The rows a pause ends on `endDate`: the chosen services, and every sub-row of a chosen row that has started and
 * still runs after the end date, listed or not: a campaign's discount (it usually ends with the campaign, so it has
 * an end date and is not listed), a package's channels and free channel. A row never pauses without its sub-rows,
 * and they return under it (returningRows).
 */
export function pausedRows(
  context: OperationContext,
  chosen: readonly OperationRow[],
  endDate: string,
): OperationRow[] {
  const chosenIds = new Set(chosen.map((row) => row.id));
  const runningSubRows = context.agreement.rows.filter(
    (row) =>
      !chosenIds.has(row.id) &&
      row.parentRowId !== null &&
      chosenIds.has(row.parentRowId) &&
      row.startDate !== null &&
      row.startDate <= endDate &&
      (row.endDate === null || row.endDate > endDate),
  );
  return [...chosen, ...runningSubRows];
}

/** The latest earliest date of the chosen services (the pause cannot begin before it); null when none. */
export function latestEarliestDate(services: PauseService[]): string | null {
  let latest: string | null = null;
  for (const { earliestDate } of services) {
    if (earliestDate !== null && (latest === null || earliestDate > latest)) latest = earliestDate;
  }
  return latest;
}
