import { truncate } from '../text.ts';

/** Document 1 section 5: the global search starts 650 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 650;
/** Hits shown per tab in the search modal. */
export const SEARCH_PAGE_SIZE = 10;
/** Addresses per page of the address search (the address register). */
export const ADDRESS_LIST_PAGE_SIZE = 50;
/** Result cells are cut at 50 characters. */
export const SEARCH_CELL_MAX = 50;

/** Cuts a result cell at 50 characters (47 plus '...'); null and undefined show as ''. */
export function truncateSearchCell(text: string | null | undefined): string {
  return truncate(text ?? '', SEARCH_CELL_MAX);
}
