import { Prisma } from '@sappis/db';
import type { AgreementHit, AgreementSearchResult, SearchArgs } from '@sappis/shared';
import { pagedQuery, type SearchDb } from './paged-query.ts';

/**
 * One page of agreement hits for the agreements, address-id and delivery-address tabs. `matches` selects
 * `id` and a `rank` from agreements (a alias free); the page is cut first, then joined to customers and
 * main agreements, so only the page's rows are joined.
 */
export async function agreementHits(
  prisma: SearchDb,
  matches: Prisma.Sql,
  order: Prisma.Sql,
  args: SearchArgs,
): Promise<AgreementSearchResult> {
  const { total, rows } = await pagedQuery<{ id: number }>(prisma, matches, order, args);
  return {
    total,
    hits: await agreementsByIds(
      prisma,
      rows.map((row) => row.id),
    ),
  };
}

/** The hits of agreement ids, in the order of `ids`, joined to customers and main agreements. */
export async function agreementsByIds(prisma: SearchDb, ids: readonly number[]): Promise<AgreementHit[]> {
  if (ids.length === 0) return [];
  return prisma.$queryRaw<AgreementHit[]>(Prisma.sql`
    SELECT c."customerNumber", a."deliveryAddress", a."deliveryCity" AS city,
      m.number AS "mainAgreementNumber", m.name AS "mainAgreementName", a."agreementNumber"
    FROM unnest(${ids}::int[]) WITH ORDINALITY AS page(id, position)
    JOIN agreements a ON a.id = page.id
    JOIN customers c ON c.id = a."customerId"
    LEFT JOIN main_agreements m ON m.id = a."mainAgreementId"
    ORDER BY page.position`);
}
