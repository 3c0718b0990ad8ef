import { SEARCH_PAGE_SIZE } from '@sappis/shared/search/constants';
import type { SearchTabKey } from '@sappis/shared/search/tabs';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '@/lib/trpc.ts';

export type SearchPages = Record<SearchTabKey, number>;

export const FIRST_PAGES: SearchPages = {
  customers: 1,
  cases: 1,
  addresses: 1,
  agreements: 1,
  addressIds: 1,
  deliveryAddresses: 1,
  stock: 1,
  invoices: 1,
};

const SEARCH_STALE_MS = 30_000;

const searchInput = (query: string, page: number) => ({ query, page, pageSize: SEARCH_PAGE_SIZE });

/**
 * Starts the search of every visible tab on the first page as soon as `query` is set, before the search modal
 * (its own chunk) has rendered: the modal's queries then find the answers under the same keys.
 */
export function useSearchPrefetch(query: string, tabs: readonly SearchTabKey[]) {
  const utils = trpc.useUtils();
  useEffect(() => {
    if (query === '') return;
    for (const tab of tabs) {
      void utils.search[tab].prefetch(searchInput(query, 1), { staleTime: SEARCH_STALE_MS });
    }
  }, [utils, query, tabs]);
}

/**
 * The search of every visible tab at once (one batched request), so each tab label can show its hit count.
 * Tabs the user may not see are never asked for.
 */
export function useSearchQueries(query: string, pages: SearchPages, tabs: readonly SearchTabKey[]) {
  const input = (key: SearchTabKey) => searchInput(query, pages[key]);
  const options = (key: SearchTabKey) => ({
    enabled: query !== '' && tabs.includes(key),
    placeholderData: keepPreviousData,
    staleTime: SEARCH_STALE_MS,
  });
  return {
    customers: trpc.search.customers.useQuery(input('customers'), options('customers')),
    cases: trpc.search.cases.useQuery(input('cases'), options('cases')),
    addresses: trpc.search.addresses.useQuery(input('addresses'), options('addresses')),
    agreements: trpc.search.agreements.useQuery(input('agreements'), options('agreements')),
    addressIds: trpc.search.addressIds.useQuery(input('addressIds'), options('addressIds')),
    deliveryAddresses: trpc.search.deliveryAddresses.useQuery(
      input('deliveryAddresses'),
      options('deliveryAddresses'),
    ),
    stock: trpc.search.stock.useQuery(input('stock'), options('stock')),
    invoices: trpc.search.invoices.useQuery(input('invoices'), options('invoices')),
  };
}

export type SearchQueries = ReturnType<typeof useSearchQueries>;
