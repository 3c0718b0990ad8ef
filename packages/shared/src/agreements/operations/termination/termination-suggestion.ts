import type { OperationContext, OperationRow } from '../snapshot.ts';
import {
  earliestTerminationDate,
  isWithinRegretWindow,
  latestTerminationDate,
  terminationDates,
} from './termination-dates.ts';
import { TERMINATION_ACTION_CODES, type TerminationScope, terminationScope } from './termination-reasons.ts';
import { offersSharedDates, sharedDates, visibleServices } from './termination-rows.ts';

export interface TerminationSuggestionRow {
  rowId: number;
  productName: string;
  earliestDate: string;
  latestDate: string;
  /** The month ends offered, at most 20; empty when the row cannot be ticked. */
  dates: string[];
}

export interface TerminationSuggestion {
  action: number;
  scope: TerminationScope;
  rows: TerminationSuggestionRow[];
  /** The dates all asked rows share, offered only for 2+ rows without a FRI discount. */
  sharedDates: string[];
}

/** Per listed row its earliest and latest termination date and the dates it can be terminated on. */
export function terminationRowDates(row: OperationRow, today: string): TerminationSuggestionRow {
  return {
    rowId: row.id,
    productName: row.productName,
    earliestDate: earliestTerminationDate(row, today),
    latestDate: latestTerminationDate(row, today),
    dates: terminationDates(row, today),
  };
}

/**
 * The termination suggestion (POST avslut/{id}/forslag): the rows asked for (all listed services when none are
 * named) with their dates. Action 1 (the default) asks about the whole agreement, 2 about some services; the
 * answer's scope follows the rows actually asked about.
 */
export function terminationSuggestion(
  context: OperationContext,
  today: string,
  rowIds: readonly number[] | undefined,
  action = TERMINATION_ACTION_CODES.avtal,
): TerminationSuggestion {
  const listed = visibleServices(context.agreement.rows, today);
  const asked = rowIds ? listed.filter((row) => rowIds.includes(row.id)) : listed;
  const rows = asked.map((row) => terminationRowDates(row, today));
  return {
    action,
    scope: terminationScope(listed.length, asked.length),
    rows,
    sharedDates: offersSharedDates(asked) ? sharedDates(rows.map((row) => row.dates)) : [],
  };
}

/** The listed services that can still be regretted; the 'Ångra' tab is shown only when there are any. */
export function reversibleRows(context: OperationContext, today: string): OperationRow[] {
  return visibleServices(context.agreement.rows, today).filter((row) => isWithinRegretWindow(row, today));
}
