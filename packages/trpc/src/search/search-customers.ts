import { Prisma } from '@sappis/db';
import type { CustomerSearchResult, SearchArgs } from '@sappis/shared';
import { pagedQuery, type SearchDb } from './paged-query.ts';
import { digitsPattern, prefixOf, type SearchTerms, searchTerms } from './search-terms.ts';

interface Columns {
  name: string;
  customerNumber: string;
  email: string;
  personalId: string;
  phone: string;
  address: string;
}

/**
 * The filter of one customer table: name, e-mail and address contain the text; a number matches the
 * customer number (exactly or at the start), the personal id and the phone (digits only) anywhere.
 * Each column has its own trigram or prefix index, so the planner ORs index scans.
 */
function customerFilter(terms: SearchTerms, c: Columns): Prisma.Sql {
  const text = [
    Prisma.sql`${Prisma.raw(c.name)} ILIKE ${terms.contains}`,
    Prisma.sql`${Prisma.raw(c.email)} ILIKE ${terms.contains}`,
    Prisma.sql`${Prisma.raw(c.address)} ILIKE ${terms.contains}`,
  ];
  if (terms.digits === null) return Prisma.join(text, ' OR ');
  const digits = digitsPattern(terms.digits);
  return Prisma.join(
    [
      ...text,
      Prisma.sql`${Prisma.raw(c.customerNumber)}::text LIKE ${prefixOf(terms.digits)}`,
      Prisma.sql`regexp_replace(${Prisma.raw(c.personalId)}, '[^0-9]', '', 'g') LIKE ${digits}`,
      Prisma.sql`regexp_replace(${Prisma.raw(c.phone)}, '[^0-9]', '', 'g') LIKE ${digits}`,
    ],
    ' OR ',
  );
}

/** 0: exact customer number, personal id, e-mail or name; 1: name starts with the text; 2: the rest. */
function customerRank(terms: SearchTerms, c: Columns): Prisma.Sql {
  const digits = terms.digits ?? '';
  return Prisma.sql`CASE
    WHEN ${Prisma.raw(c.customerNumber)}::text = ${digits}
      OR regexp_replace(${Prisma.raw(c.personalId)}, '[^0-9]', '', 'g') = ${digits}
      OR lower(${Prisma.raw(c.email)}) = lower(${terms.text})
      OR lower(${Prisma.raw(c.name)}) = lower(${terms.text}) THEN 0
    WHEN ${Prisma.raw(c.name)} ILIKE ${terms.prefix} THEN 1
    ELSE 2 END`;
}

const SAPPA: Columns = {
  name: 'name',
  customerNumber: '"customerNumber"',
  email: 'email',
  personalId: '"personalId"',
  phone: '"mobilePhone"',
  address: '"deliveryAddress"',
};
const CANTAB: Columns = { ...SAPPA, address: 'address' };
const BITCOM: Columns = { ...SAPPA, personalId: '"organisationNumber"', phone: 'phone', address: 'address' };

interface CustomerRow {
  source: 'sappa' | 'cantab' | 'bitcom';
  name: string;
  customerNumber: number;
  mobilePhone: string | null;
  email: string | null;
  personalId: string | null;
  address: string | null;
  city: string | null;
  external: number;
}

/**
 * Global search, customers tab (document 1 section 2.4): our customers and, first, cantab customers and
 * bitcom housing associations; both are counted in `total`, and `external` counts the latter two. A customer
 * merged into another is never a hit (the survivor, with the same name and personal number, is).
 */
export async function searchCustomers(prisma: SearchDb, args: SearchArgs): Promise<CustomerSearchResult> {
  const terms = searchTerms(args.query);
  const matches = Prisma.sql`
    SELECT 0 AS grp, ${customerRank(terms, CANTAB)} AS rank, 'cantab' AS source, name, "customerNumber",
      "mobilePhone", email, "personalId", address, city
    FROM cantab_customers WHERE ${customerFilter(terms, CANTAB)}
    UNION ALL
    SELECT 0, ${customerRank(terms, BITCOM)}, 'bitcom', name, "customerNumber", phone, email,
      "organisationNumber", address, city
    FROM bitcom_housing_associations WHERE ${customerFilter(terms, BITCOM)}
    UNION ALL
    SELECT 1, ${customerRank(terms, SAPPA)}, 'sappa', name, "customerNumber", "mobilePhone", email,
      "personalId", "deliveryAddress", "deliveryCity"
    FROM customers WHERE "mergedIntoCustomerNumber" IS NULL AND (${customerFilter(terms, SAPPA)})`;
  const { total, rows } = await pagedQuery<CustomerRow>(
    prisma,
    Prisma.sql`SELECT *, count(*) FILTER (WHERE grp = 0) OVER ()::int AS external FROM (${matches}) hits`,
    Prisma.sql`grp, rank, name, "customerNumber"`,
    args,
  );
  const external = rows[0]?.external ?? (total === 0 ? 0 : await countExternal(prisma, terms));
  return {
    total,
    external,
    hits: rows.map((row) => ({
      source: row.source,
      name: row.name,
      customerNumber: row.customerNumber,
      mobilePhone: row.mobilePhone,
      email: row.email,
      personalId: row.personalId,
      address: row.address,
      city: row.city,
    })),
  };
}

/** The external count for a page past the end (no row carries it). */
async function countExternal(prisma: SearchDb, terms: SearchTerms): Promise<number> {
  const [row] = await prisma.$queryRaw<{ external: number }[]>(Prisma.sql`
    SELECT ((SELECT count(*) FROM cantab_customers WHERE ${customerFilter(terms, CANTAB)})
      + (SELECT count(*) FROM bitcom_housing_associations WHERE ${customerFilter(terms, BITCOM)}))::int AS external`);
  return row?.external ?? 0;
}
