import type { CustomerHit } from '@sappis/shared/search/schemas';
import type { SearchTabKey } from '@sappis/shared/search/tabs';
import { addressPagePath, addressSearchPath, customerViewPath } from '@/lib/app-paths.ts';
import type { HitByTab } from './search-model.ts';

/** Our customers open the customer view; cantab and bitcom customers their own pages. */
export function customerHitPath(hit: Pick<CustomerHit, 'source' | 'customerNumber'>): string {
  if (hit.source === 'cantab') return `/sappis/cantab/${hit.customerNumber}`;
  if (hit.source === 'bitcom') return `/sappis/bitcom/${hit.customerNumber}`;
  return customerViewPath(hit.customerNumber);
}

/** Full customer results: /sappis/search/{query}/kunder?page=1. */
export function customerResultsPath(query: string, page = 1): string {
  return `/sappis/search/${encodeURIComponent(query)}/kunder?page=${page}`;
}

/** Where a hit of each tab leads; null: the hit opens nothing (stock balance). */
export const HIT_PATHS: { [K in SearchTabKey]: (hit: HitByTab[K]) => string | null } = {
  customers: customerHitPath,
  cases: (hit) => `/sappis/cases/${hit.caseNumber}`,
  addresses: (hit) => addressPagePath(hit.id),
  agreements: (hit) => customerViewPath(hit.customerNumber),
  addressIds: (hit) => customerViewPath(hit.customerNumber),
  deliveryAddresses: (hit) => customerViewPath(hit.customerNumber),
  stock: () => null,
  invoices: (hit) => `${customerViewPath(hit.customerNumber)}?panel=invoices&invoice=${hit.invoiceNumber}`,
};

/** Where 'Visa alla' leads for tabs with a full results page; the other tabs page inside the modal. */
export const FULL_RESULTS_PATHS: Partial<Record<SearchTabKey, (query: string) => string>> = {
  customers: (query) => customerResultsPath(query),
  addresses: addressSearchPath,
};
