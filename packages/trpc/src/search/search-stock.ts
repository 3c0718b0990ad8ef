import { Prisma } from '@sappis/db';
import type { SearchArgs, StockSearchResult } from '@sappis/shared';
import { pagedQuery, type SearchDb } from './paged-query.ts';
import { searchTerms } from './search-terms.ts';

/** Global search, stock tab (saldo): product number from the start or description containing the text. */
export async function searchStock(prisma: SearchDb, args: SearchArgs): Promise<StockSearchResult> {
  const terms = searchTerms(args.query);
  const matches = Prisma.sql`
    SELECT "productNumber", description, quantity,
      CASE WHEN upper("productNumber") = upper(${terms.text}) THEN 0
        WHEN upper("productNumber") LIKE upper(${terms.prefix}) THEN 1 ELSE 2 END AS rank
    FROM stock_balances
    WHERE upper("productNumber") LIKE upper(${terms.prefix}) OR description ILIKE ${terms.contains}`;
  const { total, rows } = await pagedQuery<{ productNumber: string; description: string; quantity: number }>(
    prisma,
    matches,
    Prisma.sql`rank, "productNumber"`,
    args,
  );
  return {
    total,
    hits: rows.map(({ productNumber, description, quantity }) => ({ productNumber, description, quantity })),
  };
}
