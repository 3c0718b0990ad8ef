import { addDays, lastDayOfMonth } from '../../../dates.ts';
import type { OperationRow } from '../snapshot.ts';

/** Row categories whose end date follows the service outside the billing system (document 2 section 5). */
export const FIXED_END_CATEGORIES = ['Playtjänster', 'Digitala tjänster'] as const;

/** Additional rows (tilläggsrader): extra billing and add-on rows, dated within their own period. */
export const ADDITIONAL_ROW_TYPES = ['EXTRA_BILLING', 'ADDON'] as const;

/**
 * How many months, counted from the current one, are frozen for end dates: an end date on or before the last day of
 * that month is "too near" (document 2 section 5). 0 = the current month, which the billing system is invoicing;
 * an end date inside it, or inside what the row is already invoiced until, has to be changed in Visma.
 */
export const END_DATE_FROZEN_MONTHS = 0;

export const EDIT_ROW_DATES_TEXTS = {
  title: 'Ändra datum',
  startLabel: 'Nytt startdatum',
  endLabel: 'Nytt slutdatum',
  save: 'Spara',
  reset: 'Återställ',
  success: 'Datum uppdaterade',
  /** A failure the server gave no message for (network, server error). */
  retry: 'Lyckades inte. Testa igen.',
  failure: (message: string) => `Något gick fel: ${message}`,
  /** Too close or passed (document 2 sections 5 and 8). */
  checkWithBusinessSupport: 'Kolla med Affärsstöd först, och ändra sedan i Visma.',
  fixedEndCategory: 'Slutdatumet kan inte ändras för Playtjänster och Digitala tjänster.',
  rowMissing: 'Avtalsraden finns inte på avtalet',
  invalidStart: 'Ange ett giltigt startdatum',
  invalidEnd: 'Ange ett giltigt slutdatum',
  endBeforeStart: 'Slutdatumet kan inte vara före startdatumet',
  startAfterEnd: 'Startdatumet kan inte vara efter slutdatumet',
  outsideRowPeriod: 'Datumet måste ligga inom radens nuvarande start- och slutdatum',
  nothingChanged: 'Inga datum har ändrats',
  newBoundUntil: (day: string) => `Bindningstiden räknas om till ${day}.`,
  beforeMainRow: (start: string) => `Underraden kan inte börja före sin huvudrad (${start})`,
  afterMainRow: (end: string) => `Underraden kan inte sluta efter sin huvudrad (${end})`,
} as const;

export const isAdditionalRow = (row: Pick<OperationRow, 'type'>): boolean =>
  (ADDITIONAL_ROW_TYPES as readonly string[]).includes(row.type);

export const hasFixedEndDate = (row: Pick<OperationRow, 'category'>): boolean =>
  (FIXED_END_CATEGORIES as readonly string[]).includes(row.category);

/**
 * The last day an end date cannot be moved to or from: the end of the frozen months or the row's invoiced-until
 * date, whichever is later.
 */
export function endDateFrozenUntil(row: Pick<OperationRow, 'invoicedUntil'>, today: string): string {
  const monthEnd = lastDayOfMonth(today, END_DATE_FROZEN_MONTHS);
  return row.invoicedUntil && row.invoicedUntil > monthEnd ? row.invoicedUntil : monthEnd;
}

export interface DateFieldRule {
  editable: boolean;
  /** Why the field is locked, shown beside it. */
  lockedReason: string | null;
  /** The earliest day allowed (ISO, inclusive). */
  min: string;
  /** The latest day allowed (ISO, inclusive); null = unbounded. */
  max: string | null;
}

export interface RowDateRules {
  additional: boolean;
  start: DateFieldRule;
  end: DateFieldRule;
}

const later = (a: string, b: string | null) => (b !== null && b > a ? b : a);

/**
 * What may change on a row's dates today (document 2 sections 2 and 5): the start only while it lies in the future
 * and only to a future day; the end only while it lies after the frozen period, never for Playtjänster or Digitala
 * tjänster, and only to a day after that period. Additional rows are further held within their current start and
 * end ("Change date on additional row"). The order of start and end is checked by `pickerBounds`.
 */
export function rowDateRules(row: OperationRow, today: string): RowDateRules {
  const additional = isAdditionalRow(row);
  const tomorrow = addDays(today, 1);
  const startEditable = row.startDate === null || row.startDate > today;
  const frozenUntil = endDateFrozenUntil(row, today);
  const fixedEnd = hasFixedEndDate(row);
  const endEditable = !fixedEnd && (row.endDate === null || row.endDate > frozenUntil);
  const periodMax = additional ? row.endDate : null;
  const periodMin = additional ? row.startDate : null;
  return {
    additional,
    start: {
      editable: startEditable,
      lockedReason: startEditable ? null : EDIT_ROW_DATES_TEXTS.checkWithBusinessSupport,
      min: later(tomorrow, periodMin),
      max: periodMax,
    },
    end: {
      editable: endEditable,
      lockedReason: endEditable
        ? null
        : fixedEnd
          ? EDIT_ROW_DATES_TEXTS.fixedEndCategory
          : EDIT_ROW_DATES_TEXTS.checkWithBusinessSupport,
      min: later(addDays(frozenUntil, 1), periodMin),
      max: periodMax,
    },
  };
}

export interface ChosenRowDates {
  startDate: string | null;
  endDate: string | null;
}

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** The pickers' bounds for the dates chosen so far: the rules' bounds, the start no later than the end. */
export function pickerBounds(
  rules: RowDateRules,
  chosen: ChosenRowDates,
): Record<'start' | 'end', { min: string; max: string | null }> {
  return {
    start: { min: rules.start.min, max: earlier(rules.start.max, chosen.endDate) },
    end: { min: later(rules.end.min, chosen.startDate), max: rules.end.max },
  };
}
