import { Prisma } from '@sappis/db';
import type { AgreementSearchResult, SearchArgs } from '@sappis/shared';
import { agreementHits } from './agreement-hits.ts';
import type { SearchDb } from './paged-query.ts';
import { prefixOf, searchTerms } from './search-terms.ts';

/** Global search, address-id tab: agreements whose address id equals the text, then those starting with it. */
export async function searchAddressIds(prisma: SearchDb, args: SearchArgs): Promise<AgreementSearchResult> {
  const { text } = searchTerms(args.query);
  const addressId = text.replace(/\s/g, '');
  const matches = Prisma.sql`
    SELECT id, "agreementNumber", "addressId", CASE WHEN "addressId" = ${addressId} THEN 0 ELSE 1 END AS rank
    FROM agreements WHERE "addressId" LIKE ${prefixOf(addressId)}`;
  return agreementHits(prisma, matches, Prisma.sql`rank, "addressId", "agreementNumber"`, args);
}
