import { SEARCH_PAGE_SIZE } from '@sappis/shared/search/constants';
import type {
  AddressHit,
  AgreementHit,
  CaseHit,
  CustomerHit,
  InvoiceHit,
  StockHit,
} from '@sappis/shared/search/schemas';
import type { SearchTabKey } from '@sappis/shared/search/tabs';

/** The hit type of each search tab (document 1 section 2.4). */
export interface HitByTab {
  customers: CustomerHit;
  cases: CaseHit;
  addresses: AddressHit;
  agreements: AgreementHit;
  addressIds: AgreementHit;
  deliveryAddresses: AgreementHit;
  stock: StockHit;
  invoices: InvoiceHit;
}

export type AnySearchHit = HitByTab[SearchTabKey];

/** Footer under a result table. */
export function resultFooterText(shown: number, total: number): string {
  return `Visar ${shown} av ${total} resultat`;
}

/** 'Visa alla' appears when 10 or more hits are shown. */
export function showsAllLink(shown: number): boolean {
  return shown >= SEARCH_PAGE_SIZE;
}

/**
 * The tab a new search shows (document 1 section 2.4): the first tab with hits, e.g. 'Adresser' for an address
 * id. `totals` holds the hit count of each tab that has answered; until every tab before a tab with hits has
 * answered, and when no tab has any, the first tab.
 */
export function tabWithHits(tabs: readonly SearchTabKey[], totals: Partial<Record<SearchTabKey, number>>) {
  const first = tabs[0];
  for (const tab of tabs) {
    const total = totals[tab];
    if (total === undefined) return first;
    if (total > 0) return tab;
  }
  return first;
}

/** A tab label with its hit count once known: 'Kunder (12)'. */
export function tabLabel(label: string, total: number | undefined): string {
  return total === undefined ? label : `${label} (${total})`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the URL (?page=), at least 1. */
export function parsePage(param: string | null): number {
  const page = Number(param);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
