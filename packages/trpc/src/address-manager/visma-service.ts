import { Prisma, type PrismaClient } from '@sappis/db';
import type { VismaAddressState } from '@sappis/shared';
import { escapeLike } from '../search/search-terms.ts';

/**
 * Billing-system (Visma) addresses: the delivery address each active agreement has in the billing system,
 * beside the address register's entry for the agreement's address id, with how they differ. Address managers
 * and business support use it to find agreements whose billing address the register does not confirm.
 */

export const VISMA_PAGE_SIZE = 50;

/**
 * How the billing system's delivery address compares with the register: the street address must start with the
 * register's street and number, and a postal code the billing system has must be the register's.
 */
const STATE_SQL = Prisma.sql`CASE
  WHEN ag."addressId" IS NULL THEN 'MISSING_ID'
  WHEN a."id" IS NULL THEN 'UNKNOWN_ID'
  WHEN upper(ag."deliveryAddress") NOT LIKE upper(a."street" || ' ' || a."number") || '%'
    OR replace(ag."deliveryPostalCode", ' ', '') <> a."zipCode" THEN 'DIFFERS'
  ELSE 'MATCHES' END`;

export async function listVismaAddresses(
  prisma: PrismaClient,
  args: { query: string; state: VismaAddressState | null; page: number },
) {
  const parts = [Prisma.sql`NOT ag."ended"`];
  if (args.query !== '') {
    const like = `%${escapeLike(args.query)}%`;
    const number = /^\d{1,9}$/.test(args.query) ? Number(args.query) : null;
    parts.push(Prisma.sql`(ag."deliveryAddress" ILIKE ${like} OR ag."deliveryCity" ILIKE ${like}
      OR ag."addressId" = ${args.query} OR ag."agreementNumber" = ${number} OR c."customerNumber" = ${number})`);
  }
  if (args.state !== null) parts.push(Prisma.sql`${STATE_SQL} = ${args.state}`);
  const where = Prisma.join(parts, ' AND ');
  const from = Prisma.sql`
    FROM "agreements" ag
    JOIN "customers" c ON c."id" = ag."customerId"
    LEFT JOIN "addresses" a ON a."id" = ag."addressId"`;
  const [rows, counted] = await Promise.all([
    prisma.$queryRaw<
      Array<{
        agreementNumber: number;
        customerNumber: number;
        customerName: string;
        deliveryAddress: string;
        deliveryPostalCode: string | null;
        deliveryCity: string;
        addressId: string | null;
        composite: string | null;
        state: VismaAddressState;
      }>
    >`
      SELECT ag."agreementNumber", c."customerNumber", c."name" AS "customerName", ag."deliveryAddress",
        ag."deliveryPostalCode", ag."deliveryCity", ag."addressId", a."composite", ${STATE_SQL} AS "state"
      ${from}
      WHERE ${where}
      ORDER BY ag."agreementNumber" DESC
      LIMIT ${VISMA_PAGE_SIZE} OFFSET ${(args.page - 1) * VISMA_PAGE_SIZE}`,
    prisma.$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total ${from} WHERE ${where}`,
  ]);
  return { agreements: rows, total: counted[0]?.total ?? 0, pageSize: VISMA_PAGE_SIZE };
}
