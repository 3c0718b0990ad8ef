import { searchInput, searchTabGroups, stockSearchResult } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { searchStock } from './search-stock.ts';

/** Search tab Saldo: stock balance by product number or description. */
export const stock = requireGroups(...searchTabGroups('stock'))
  .input(searchInput)
  .output(stockSearchResult)
  .query(({ ctx, input }) => searchStock(ctx.prisma, input));
