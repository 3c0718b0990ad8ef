import { Prisma } from '@sappis/db';
import type { AgreementSearchResult, SearchArgs } from '@sappis/shared';
import { agreementsByIds } from './agreement-hits.ts';
import type { SearchDb } from './paged-query.ts';
import { prefixOf, searchTerms } from './search-terms.ts';

/**
 * Global search, agreements tab: a number finds the agreement with that number, then agreements whose
 * number starts with it, then the agreements under the main agreement of that number (which can be
 * 100,000 rows). Text finds nothing.
 *
 * The two parts are counted and paged apart, so the main agreement's part is one ordered index scan on
 * (mainAgreementId, agreementNumber) and an index count, never a sort of all its agreements. Agreements
 * in both parts are listed in the first only.
 */
export async function searchAgreements(prisma: SearchDb, args: SearchArgs): Promise<AgreementSearchResult> {
  const { digits, number } = searchTerms(args.query);
  if (digits === null) return { total: 0, hits: [] };
  const prefix = prefixOf(digits);
  const offset = (args.page - 1) * args.pageSize;

  const [counts] = await prisma.$queryRaw<{ byNumber: number; byMain: number; mainId: number | null }[]>`
    WITH main AS (SELECT id FROM main_agreements WHERE number = ${number})
    SELECT (SELECT count(*) FROM agreements WHERE "agreementNumber"::text LIKE ${prefix})::int AS "byNumber",
      ((SELECT count(*) FROM agreements WHERE "mainAgreementId" = (SELECT id FROM main))
        - (SELECT count(*) FROM agreements WHERE "agreementNumber"::text LIKE ${prefix}
            AND "mainAgreementId" = (SELECT id FROM main)))::int AS "byMain",
      (SELECT id FROM main) AS "mainId"`;
  const byNumber = counts?.byNumber ?? 0;
  const byMain = counts?.byMain ?? 0;

  const ids: number[] = [];
  if (offset < byNumber) {
    const rows = await prisma.$queryRaw<{ id: number }[]>`
      SELECT id FROM agreements WHERE "agreementNumber"::text LIKE ${prefix}
      ORDER BY "agreementNumber" <> ${number}, "agreementNumber" LIMIT ${args.pageSize} OFFSET ${offset}`;
    ids.push(...rows.map((row) => row.id));
  }
  const left = args.pageSize - ids.length;
  if (left > 0 && byMain > 0 && counts?.mainId != null) {
    const rows = await prisma.$queryRaw<{ id: number }[]>(Prisma.sql`
      SELECT id FROM agreements
      WHERE "mainAgreementId" = ${counts.mainId} AND "agreementNumber"::text NOT LIKE ${prefix}
      ORDER BY "agreementNumber" LIMIT ${left} OFFSET ${Math.max(0, offset - byNumber)}`);
    ids.push(...rows.map((row) => row.id));
  }
  return { total: byNumber + byMain, hits: await agreementsByIds(prisma, ids) };
}
