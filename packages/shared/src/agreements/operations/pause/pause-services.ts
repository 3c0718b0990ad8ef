import type { OperationContext, OperationRow } from '../snapshot.ts';
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

export function pauseServices(context: OperationContext, today: string): PauseService[] {
  return context.agreement.rows
    .filter((row) => isPauseListed(row, today))
    .map((row) => ({ row, earliestDate: pauseEarliestDate(row, today) }));
}

/** The latest earliest date of the chosen services (the pause cannot begin before it); null when none. */
export function latestEarliestDate(services: PauseService[]): string | null {
  let latest: string | null = null;
  for (const { earliestDate } of services) {
    if (earliestDate !== null && (latest === null || earliestDate > latest)) latest = earliestDate;
  }
  return latest;
}
