import { Prisma } from '@sappis/db';
import type { AgreementSearchResult, SearchArgs } from '@sappis/shared';
import { agreementHits } from './agreement-hits.ts';
import type { SearchDb } from './paged-query.ts';
import { searchTerms } from './search-terms.ts';

/** Global search, delivery-address tab: agreements whose delivery address contains the text; starts-with first. */
export async function searchDeliveryAddresses(
  prisma: SearchDb,
  args: SearchArgs,
): Promise<AgreementSearchResult> {
  const terms = searchTerms(args.query);
  const matches = Prisma.sql`
    SELECT id, "agreementNumber", "deliveryAddress",
      CASE WHEN "deliveryAddress" ILIKE ${terms.prefix} THEN 0 ELSE 1 END AS rank
    FROM agreements WHERE "deliveryAddress" ILIKE ${terms.contains}`;
  return agreementHits(prisma, matches, Prisma.sql`rank, "deliveryAddress", "agreementNumber"`, args);
}
