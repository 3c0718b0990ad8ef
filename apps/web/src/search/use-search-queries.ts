import { SEARCH_PAGE_SIZE } from '@sappis/shared/search/constants';
import type { SearchTabKey } from '@sappis/shared/search/tabs';
import { keepPreviousData } from '@tanstack/react-query';
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

/**
 * The search of every visible tab at once (one batched request), so each tab label can show its hit count.
 * Tabs the user may not see are never asked for.
 */
export function useSearchQueries(query: string, pages: SearchPages, tabs: readonly SearchTabKey[]) {
  const input = (key: SearchTabKey) => ({ query, page: pages[key], pageSize: SEARCH_PAGE_SIZE });
  const options = (key: SearchTabKey) => ({
    enabled: query !== '' && tabs.includes(key),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
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
