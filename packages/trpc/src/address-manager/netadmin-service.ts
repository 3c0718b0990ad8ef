import { Prisma, type PrismaClient } from '@sappis/db';
import { readNetadminAccess } from '@sappis/shared';
import { escapeLike } from '../search/search-terms.ts';
import { toIsoDate } from '../serialize.ts';

/**
 * Network administration (netadmin): the accesses the open network's administration system reports
 * (accesses.source 'netadmin'), with the codes it sends (index 1 product exposure, 2 transmission,
 * 4 verification; document 3 section 3), and the customers whose active agreements sit at such addresses.
 */

export const NETADMIN_PAGE_SIZE = 50;

/** The access's netadmin facts; a malformed netadmin_access reads as all missing. */
function netadminFacts(raw: unknown) {
  const access = readNetadminAccess(raw);
  return {
    netadminId: access?.id ?? null,
    owner: access?.owner ?? null,
    productExposure: access?.productExposure ?? null,
    transmission: access?.transmission ?? null,
    verification: access?.verification ?? null,
  };
}

const likeOf = (text: string) => `%${escapeLike(text)}%`;

function netadminWhere(args: { query: string; verification: string | null }): Prisma.Sql {
  const parts = [Prisma.sql`ac."source" = 'netadmin'`];
  if (args.query !== '') {
    const like = likeOf(args.query);
    parts.push(Prisma.sql`(a."composite" ILIKE ${like} OR a."id" = ${args.query}
      OR ac."externalId" ILIKE ${like} OR ac."netadminAccess"->>'owner' ILIKE ${like})`);
  }
  if (args.verification !== null) {
    parts.push(Prisma.sql`ac."netadminAccess"->'codes'->>4 = ${args.verification}`);
  }
  return Prisma.join(parts, ' AND ');
}

/** The netadmin accesses with their addresses, by address; filtered by text and verification. */
export async function listNetadminAddresses(
  prisma: PrismaClient,
  args: { query: string; verification: string | null; page: number },
) {
  const where = netadminWhere(args);
  const [rows, counted] = await Promise.all([
    prisma.$queryRaw<
      Array<{
        accessId: number;
        addressId: string;
        composite: string;
        externalId: string;
        mainAgreementNumber: number;
        mainAgreementName: string;
        netadminAccess: Prisma.JsonValue;
        validFrom: Date;
        validTo: Date | null;
        agreements: number;
      }>
    >`
      SELECT ac."id" AS "accessId", a."id" AS "addressId", a."composite", ac."externalId",
        ma."number" AS "mainAgreementNumber", ma."name" AS "mainAgreementName", ac."netadminAccess",
        ac."validFrom", ac."validTo",
        (SELECT count(*)::int FROM "agreements" ag WHERE ag."addressId" = a."id" AND NOT ag."ended") AS "agreements"
      FROM "accesses" ac
      JOIN "addresses" a ON a."id" = ac."addressId"
      JOIN "main_agreements" ma ON ma."id" = ac."mainAgreementId"
      WHERE ${where}
      ORDER BY a."composite", ac."id"
      LIMIT ${NETADMIN_PAGE_SIZE} OFFSET ${(args.page - 1) * NETADMIN_PAGE_SIZE}`,
    prisma.$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS total FROM "accesses" ac JOIN "addresses" a ON a."id" = ac."addressId"
      WHERE ${where}`,
  ]);
  return {
    accesses: rows.map((row) => ({
      accessId: row.accessId,
      addressId: row.addressId,
      composite: row.composite,
      externalId: row.externalId,
      mainAgreementNumber: row.mainAgreementNumber,
      mainAgreementName: row.mainAgreementName,
      validFrom: toIsoDate(row.validFrom),
      validTo: toIsoDate(row.validTo),
      activeAgreements: row.agreements,
      ...netadminFacts(row.netadminAccess),
    })),
    total: counted[0]?.total ?? 0,
    pageSize: NETADMIN_PAGE_SIZE,
  };
}

/** Customers with an active agreement at an address the network's administration system reports. */
export async function listNetadminCustomers(prisma: PrismaClient, args: { query: string; page: number }) {
  const parts = [Prisma.sql`NOT ag."ended"`];
  if (args.query !== '') {
    const like = likeOf(args.query);
    const number = /^\d{1,9}$/.test(args.query) ? Number(args.query) : null;
    parts.push(Prisma.sql`(c."name" ILIKE ${like} OR ag."deliveryAddress" ILIKE ${like}
      OR ac."netadminAccess"->>'owner' ILIKE ${like}
      OR c."customerNumber" = ${number} OR ag."agreementNumber" = ${number})`);
  }
  const where = Prisma.join(parts, ' AND ');
  const from = Prisma.sql`
    FROM "agreements" ag
    JOIN "customers" c ON c."id" = ag."customerId"
    JOIN LATERAL (
      SELECT x."netadminAccess", x."externalId" FROM "accesses" x
      WHERE x."addressId" = ag."addressId" AND x."source" = 'netadmin' ORDER BY x."id" LIMIT 1
    ) ac ON TRUE
    LEFT JOIN "addresses" a ON a."id" = ag."addressId"`;
  const [rows, counted] = await Promise.all([
    prisma.$queryRaw<
      Array<{
        customerNumber: number;
        customerName: string;
        agreementNumber: number;
        addressId: string;
        composite: string | null;
        deliveryAddress: string;
        externalId: string;
        netadminAccess: Prisma.JsonValue;
      }>
    >`
      SELECT c."customerNumber", c."name" AS "customerName", ag."agreementNumber", ag."addressId",
        a."composite", ag."deliveryAddress", ac."externalId", ac."netadminAccess"
      ${from}
      WHERE ${where}
      ORDER BY c."customerNumber", ag."agreementNumber"
      LIMIT ${NETADMIN_PAGE_SIZE} OFFSET ${(args.page - 1) * NETADMIN_PAGE_SIZE}`,
    prisma.$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total ${from} WHERE ${where}`,
  ]);
  return {
    customers: rows.map((row) => {
      const facts = netadminFacts(row.netadminAccess);
      return {
        customerNumber: row.customerNumber,
        customerName: row.customerName,
        agreementNumber: row.agreementNumber,
        addressId: row.addressId,
        address: row.composite ?? row.deliveryAddress,
        externalId: row.externalId,
        owner: facts.owner,
        verification: facts.verification,
        transmission: facts.transmission,
      };
    }),
    total: counted[0]?.total ?? 0,
    pageSize: NETADMIN_PAGE_SIZE,
  };
}
