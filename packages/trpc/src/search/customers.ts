import { customerSearchResult, searchInput, searchTabGroups } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { searchCustomers } from './search-customers.ts';

/** Search tab Kunder: our customers, with cantab customers and bitcom housing associations first. */
export const customers = requireGroups(...searchTabGroups('customers'))
  .input(searchInput)
  .output(customerSearchResult)
  .query(({ ctx, input }) => searchCustomers(ctx.prisma, input));
