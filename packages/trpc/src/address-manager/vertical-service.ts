import { Prisma, type PrismaClient } from '@sappis/db';
import {
  normalizeVerticalFilters,
  toCsv,
  VERTICAL_EXPORT_COLUMNS,
  VERTICAL_EXPORT_MAX_ROWS,
  VERTICAL_EXPORT_TEXTS,
  type VerticalFiltersInput,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { escapeLike } from '../search/search-terms.ts';
import { toIsoDate } from '../serialize.ts';

/**
 * The vertical address search (document 1 section 7.2, GET .../vertical_address?{filters}): one row per address
 * and access of the register, filtered by the upper-cased, non-empty filter values (section 5) as prefixes
 * (street, number, zip code, city, network) or the main agreement's number or name, by premises type and by
 * transmission. The export (GET .../vertical_address/export) is the same selection as a CSV file.
 */

export const VERTICAL_PAGE_SIZE = 50;

const TRANSMISSION_CODES = { KOAX: 10, IP: 20 } as const;
const TRANSMISSION_NAMES: Record<number, string> = { 10: 'KOAX', 20: 'IP' };

const prefixOf = (text: string) => `${escapeLike(text)}%`;

function verticalWhere(input: VerticalFiltersInput): Prisma.Sql {
  const filters = normalizeVerticalFilters(input);
  const parts: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (filters.street) parts.push(Prisma.sql`upper(a."street") LIKE ${prefixOf(filters.street)}`);
  if (filters.number) parts.push(Prisma.sql`upper(a."number") LIKE ${prefixOf(filters.number)}`);
  if (filters.zipCode) {
    parts.push(Prisma.sql`a."zipCode" LIKE ${prefixOf(filters.zipCode.replace(/\s/g, ''))}`);
  }
  if (filters.city) parts.push(Prisma.sql`upper(a."city") LIKE ${prefixOf(filters.city)}`);
  if (filters.network)
    parts.push(Prisma.sql`upper(COALESCE(ac."network", a."network", '')) LIKE ${prefixOf(filters.network)}`);
  if (filters.mainAgreement) {
    const number = /^\d{1,9}$/.test(filters.mainAgreement) ? Number(filters.mainAgreement) : null;
    parts.push(
      Prisma.sql`(ma."number" = ${number} OR upper(ma."name") LIKE ${`%${prefixOf(filters.mainAgreement)}`})`,
    );
  }
  if (input.premisesType) parts.push(Prisma.sql`ac."premisesType"::text = ${input.premisesType}`);
  const transmissions = input.transmissions ?? [];
  if (transmissions.length > 0) {
    parts.push(
      Prisma.sql`a."transmission" = ANY(${transmissions.map((name) => TRANSMISSION_CODES[name])}::int[])`,
    );
  }
  return Prisma.join(parts, ' AND ');
}

const FROM = Prisma.sql`
  FROM "addresses" a
  LEFT JOIN "accesses" ac ON ac."addressId" = a."id"
  LEFT JOIN "main_agreements" ma ON ma."id" = ac."mainAgreementId"`;

interface VerticalRow {
  addressId: string;
  street: string;
  number: string;
  entrance: string | null;
  apartment: string | null;
  zipCode: string;
  city: string;
  composite: string;
  network: string | null;
  transmission: number | null;
  validTo: Date | null;
  mainAgreementNumber: number | null;
  mainAgreementName: string | null;
  premisesType: string | null;
  accessValidTo: Date | null;
}

function selectRows(prisma: PrismaClient, where: Prisma.Sql, limit: number, offset: number) {
  return prisma.$queryRaw<VerticalRow[]>`
    SELECT a."id" AS "addressId", a."street", a."number", a."entrance", a."apartment", a."zipCode", a."city",
      a."composite", COALESCE(ac."network", a."network") AS "network", a."transmission", a."validTo",
      ma."number" AS "mainAgreementNumber", ma."name" AS "mainAgreementName",
      ac."premisesType"::text AS "premisesType", ac."validTo" AS "accessValidTo"
    ${FROM}
    WHERE ${where}
    ORDER BY a."city", a."street", a."number", a."entrance" NULLS FIRST, a."apartment" NULLS FIRST, a."id", ac."id"
    LIMIT ${limit} OFFSET ${offset}`;
}

async function countRows(prisma: PrismaClient, where: Prisma.Sql): Promise<number> {
  const rows = await prisma.$queryRaw<
    Array<{ total: number }>
  >`SELECT count(*)::int AS total ${FROM} WHERE ${where}`;
  return rows[0]?.total ?? 0;
}

export async function searchVerticalAddresses(
  prisma: PrismaClient,
  input: VerticalFiltersInput & { page: number },
) {
  const where = verticalWhere(input);
  const [rows, total] = await Promise.all([
    selectRows(prisma, where, VERTICAL_PAGE_SIZE, (input.page - 1) * VERTICAL_PAGE_SIZE),
    countRows(prisma, where),
  ]);
  return {
    addresses: rows.map((row) => ({
      addressId: row.addressId,
      composite: row.composite,
      network: row.network,
      transmission:
        row.transmission === null ? null : (TRANSMISSION_NAMES[row.transmission] ?? String(row.transmission)),
      validTo: toIsoDate(row.validTo),
      mainAgreementNumber: row.mainAgreementNumber,
      mainAgreementName: row.mainAgreementName,
      premisesType: row.premisesType,
      accessValidTo: toIsoDate(row.accessValidTo),
    })),
    total,
    pageSize: VERTICAL_PAGE_SIZE,
  };
}

/** The selection as a semicolon CSV with a header line; refused without any filter or above the row limit. */
export async function exportVerticalAddresses(prisma: PrismaClient, input: VerticalFiltersInput) {
  const filters = normalizeVerticalFilters(input);
  if (Object.keys(filters).length === 0 && !input.premisesType && (input.transmissions ?? []).length === 0) {
    throw new AppError('BAD_REQUEST', VERTICAL_EXPORT_TEXTS.noFilter);
  }
  const where = verticalWhere(input);
  const total = await countRows(prisma, where);
  if (total > VERTICAL_EXPORT_MAX_ROWS) throw new AppError('BAD_REQUEST', VERTICAL_EXPORT_TEXTS.tooMany);
  const rows = await selectRows(prisma, where, VERTICAL_EXPORT_MAX_ROWS, 0);
  const csv = toCsv([
    [...VERTICAL_EXPORT_COLUMNS],
    ...rows.map((row) => [
      row.addressId,
      row.street,
      row.number,
      row.entrance,
      row.apartment,
      row.zipCode,
      row.city,
      row.network,
      row.transmission === null ? null : (TRANSMISSION_NAMES[row.transmission] ?? String(row.transmission)),
      row.mainAgreementNumber === null
        ? null
        : `${row.mainAgreementNumber} ${row.mainAgreementName ?? ''}`.trim(),
      row.premisesType,
      toIsoDate(row.validTo),
    ]),
  ]);
  return { fileName: 'vertikala-adresser.csv', rowCount: rows.length, csv };
}
