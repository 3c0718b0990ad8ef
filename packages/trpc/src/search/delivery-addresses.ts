import { agreementSearchResult, searchInput, searchTabGroups } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { searchDeliveryAddresses } from './search-delivery-addresses.ts';

/** Search tab Leveransadresser: agreements by delivery address. */
export const deliveryAddresses = requireGroups(...searchTabGroups('deliveryAddresses'))
  .input(searchInput)
  .output(agreementSearchResult)
  .query(({ ctx, input }) => searchDeliveryAddresses(ctx.prisma, input));
