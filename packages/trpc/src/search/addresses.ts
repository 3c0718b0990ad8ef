import { addressSearchResult, searchInput, searchTabGroups } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { searchAddresses } from './search-addresses.ts';

/** Search tab Adresser: by address id, or street and number; for users who may see cases. */
export const addresses = requireGroups(...searchTabGroups('addresses'))
  .input(searchInput)
  .output(addressSearchResult)
  .query(({ ctx, input }) => searchAddresses(ctx.prisma, input));
