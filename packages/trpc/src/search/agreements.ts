import { agreementSearchResult, searchInput, searchTabGroups } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { searchAgreements } from './search-agreements.ts';

/** Search tab Avtal: by agreement number or main agreement number. */
export const agreements = requireGroups(...searchTabGroups('agreements'))
  .input(searchInput)
  .output(agreementSearchResult)
  .query(({ ctx, input }) => searchAgreements(ctx.prisma, input));
