import { caseSearchResult, searchInput, searchTabGroups } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { searchCases } from './search-cases.ts';

/** Search tab Ärenden: only for users who may see cases. */
export const cases = requireGroups(...searchTabGroups('cases'))
  .input(searchInput)
  .output(caseSearchResult)
  .query(({ ctx, input }) => searchCases(ctx.prisma, input, ctx.productName));
