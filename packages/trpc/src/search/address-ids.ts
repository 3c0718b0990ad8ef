import { agreementSearchResult, searchInput, searchTabGroups } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { searchAddressIds } from './search-address-ids.ts';

/** Search tab Adress-ID: agreements by address id. */
export const addressIds = requireGroups(...searchTabGroups('addressIds'))
  .input(searchInput)
  .output(agreementSearchResult)
  .query(({ ctx, input }) => searchAddressIds(ctx.prisma, input));
