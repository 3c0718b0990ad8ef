import { z } from 'zod';
import { CASE_PRIORITY_KEYS, CASE_STATUS_KEYS } from './cases.ts';
import { calendarDay, dbId, pageNumber, pageSize } from './input/safe-input.ts';

/** Every filter the case search accepts (document 1 section 7.1; issue 13 section 5). */
export const caseSearchFilters = z
  .object({
    number: dbId().optional(),
    customerNumber: dbId().optional(),
    status: z.enum(CASE_STATUS_KEYS).optional(),
    priority: z.enum(CASE_PRIORITY_KEYS).optional(),
    typeId: dbId().optional(),
    ownerGroupId: dbId().optional(),
    /** Cases carrying every one of these tags. */
    tagIds: z.array(dbId()).max(20).optional(),
    /** Created on or after this day (yyyy-MM-dd, Swedish time). */
    createdFrom: calendarDay('Ange ett giltigt datum').optional(),
    /** Created on or before this day (yyyy-MM-dd, Swedish time). */
    createdTo: calendarDay('Ange ett giltigt datum').optional(),
    /** Only finished (true) or only unfinished (false) cases; overrides showFinished. */
    finished: z.boolean().optional(),
  })
  .default({});

export const CASE_SEARCH_SORTS = ['created_at', 'number', 'priority', 'status'] as const;

/** Document 1 section 7.1 case search body; defaults page 1, sort created_at, reverse false. */
export const caseSearchInput = z.object({
  showFinished: z.boolean().default(false),
  statusPrioId: dbId().optional(),
  page: pageNumber,
  pageSize: pageSize(100).default(25),
  sort: z.enum(CASE_SEARCH_SORTS).default('created_at'),
  reverse: z.boolean().default(false),
  filters: caseSearchFilters,
});

export type CaseSearchInput = z.input<typeof caseSearchInput>;
export type CaseSearchFilters = NonNullable<z.input<typeof caseSearchFilters>>;

/** Most cases one export may name by number (the selected rows of the list). */
export const CASE_EXPORT_MAX_NUMBERS = 1_000;

/**
 * What the case export writes (document 3 section 7 'Export cases': case_numbers, export true): the selected
 * cases by number, or every case the list's search finds (no paging).
 */
export const caseExportSelection = z.union([
  z.object({ numbers: z.array(dbId()).min(1).max(CASE_EXPORT_MAX_NUMBERS) }).strict(),
  z
    .object({
      search: caseSearchInput.omit({ page: true, pageSize: true }),
    })
    .strict(),
]);

export type CaseExportSelection = z.input<typeof caseExportSelection>;

/** The export's address: a plain GET (the browser downloads it), the selection as JSON in `q`. */
export const CASE_EXPORT_PATH = '/export/cases.xlsx';

export function caseExportUrl(selection: CaseExportSelection): string {
  return `${CASE_EXPORT_PATH}?q=${encodeURIComponent(JSON.stringify(selection))}`;
}

/** The columns of the export, in order (Swedish headers as in the case list). */
export const CASE_EXPORT_COLUMNS = [
  { key: 'number', header: 'Ärendenummer', width: 14 },
  { key: 'header', header: 'Rubrik', width: 42 },
  { key: 'status', header: 'Status', width: 22 },
  { key: 'priority', header: 'Prioritet', width: 10 },
  { key: 'type', header: 'Ärendetyp', width: 28 },
  { key: 'ownerGroup', header: 'Ägargrupp', width: 22 },
  { key: 'customerNumber', header: 'Kundnummer', width: 12 },
  { key: 'customerName', header: 'Kundnamn', width: 28 },
  { key: 'parentCaseNumber', header: 'Huvudärende', width: 12 },
  { key: 'createdAt', header: 'Skapad', width: 18 },
  { key: 'finishedAt', header: 'Avslutad', width: 18 },
] as const;
