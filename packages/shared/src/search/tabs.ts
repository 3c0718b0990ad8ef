import { type GroupName, hasAnyGroup } from '../groups.ts';
import { groupsFor, type RouteKey } from '../routes.ts';

/** The eight tabs of the search modal (document 1 section 2.4), in display order. */
export const SEARCH_TABS = [
  { index: 0, key: 'customers', label: 'Kunder' },
  { index: 1, key: 'cases', label: 'Ärenden' },
  { index: 2, key: 'addresses', label: 'Adresser' },
  { index: 3, key: 'agreements', label: 'Avtal' },
  { index: 4, key: 'addressIds', label: 'Adress-ID' },
  { index: 5, key: 'deliveryAddresses', label: 'Leveransadresser' },
  { index: 6, key: 'stock', label: 'Saldo' },
  { index: 7, key: 'invoices', label: 'Faktura' },
] as const;

export type SearchTab = (typeof SEARCH_TABS)[number];
export type SearchTabKey = SearchTab['key'];

/**
 * The route whose groups guard each tab: cases and addresses follow the case pages, customers the customer
 * results page, the other tabs the address search page.
 */
const SEARCH_TAB_ROUTES: Record<SearchTabKey, RouteKey> = {
  customers: 'searchCustomers',
  cases: 'case',
  addresses: 'case',
  agreements: 'addressSearch',
  addressIds: 'addressSearch',
  deliveryAddresses: 'addressSearch',
  stock: 'addressSearch',
  invoices: 'addressSearch',
};

/** The groups that may search a tab: the API's `requireGroups` and the web's tab list both use this rule. */
export function searchTabGroups(tab: SearchTabKey): readonly GroupName[] {
  return groupsFor(SEARCH_TAB_ROUTES[tab]);
}

/** The tabs a user sees: those whose groups the user has (the API refuses the others with FORBIDDEN). */
export function visibleSearchTabs(userGroups: readonly string[]): SearchTab[] {
  return SEARCH_TABS.filter((tab) => hasAnyGroup(userGroups, searchTabGroups(tab.key)));
}
