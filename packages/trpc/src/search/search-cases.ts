import { Prisma } from '@sappis/db';
import {
  CASE_STATUSES,
  type CaseSearchResult,
  type CaseStatusKey,
  caseStatusName,
  type SearchArgs,
} from '@sappis/shared';
import { toIsoDateTime } from '../serialize.ts';
import { pagedQuery, type SearchDb } from './paged-query.ts';
import { type SearchTerms, searchTerms } from './search-terms.ts';

interface CaseRow {
  name: string | null;
  customerNumber: number | null;
  caseNumber: number;
  externalCaseNumber: string | null;
  description: string;
  status: CaseStatusKey;
  owner: string | null;
  createdAt: Date;
  typeName: string | null;
  category: string | null;
}

/**
 * The ids of the matching cases with `exact` 0 for an exact case, customer or external number, else 1.
 * Each branch runs on its own index (trigram on header and customer name, prefix on external number,
 * btree on the numbers); only ids are collected, so many hits cost no joins.
 */
function matchingCaseIds(terms: SearchTerms): Prisma.Sql {
  const byNumber =
    terms.number === null
      ? Prisma.empty
      : Prisma.sql`UNION ALL SELECT id, 0 FROM cases WHERE number = ${terms.number}
          UNION ALL SELECT "caseId", 0 FROM case_relations WHERE "customerNumber" = ${terms.number}`;
  return Prisma.sql`
    SELECT id, min(exact) AS exact FROM (
      SELECT id, 1 AS exact FROM cases WHERE header ILIKE ${terms.contains}
      UNION ALL SELECT id, CASE WHEN "externalTicketNumber" = ${terms.text} THEN 0 ELSE 1 END FROM cases
        WHERE "externalTicketNumber" LIKE ${terms.prefix}
      UNION ALL SELECT "caseId", 1 FROM case_relations WHERE "customerName" ILIKE ${terms.contains}
      ${byNumber}
    ) hits GROUP BY id`;
}

/**
 * Global search, cases tab: case number and customer number exactly, external case number from the start,
 * header and customer name containing the text. Exact numbers first, then newest first (highest id).
 * The page is cut on the ids; only its ten cases are joined to relation, owner group and type.
 */
export async function searchCases(
  prisma: SearchDb,
  args: SearchArgs,
  productName: string,
): Promise<CaseSearchResult> {
  const { total, rows: page } = await pagedQuery<{ id: number }>(
    prisma,
    matchingCaseIds(searchTerms(args.query)),
    Prisma.sql`exact, id DESC`,
    args,
  );
  if (page.length === 0) return { total, hits: [] };
  const rows = await prisma.$queryRaw<CaseRow[]>(Prisma.sql`
    SELECT r."customerName" AS name, r."customerNumber", c.number AS "caseNumber",
      c."externalTicketNumber" AS "externalCaseNumber", c.header AS description, c.status::text AS status,
      g.name AS owner, c."createdAt", t.name AS "typeName", t.category
    FROM unnest(${page.map((row) => row.id)}::int[]) WITH ORDINALITY AS page(id, position)
    JOIN cases c ON c.id = page.id
    LEFT JOIN case_relations r ON r."caseId" = c.id
    LEFT JOIN case_owner_groups g ON g.id = c."ownerGroupId"
    LEFT JOIN case_types t ON t.id = c."typeId"
    ORDER BY page.position`);
  return {
    total,
    hits: rows.map((row) => {
      const status = CASE_STATUSES.find((candidate) => candidate.key === row.status);
      return {
        name: row.name,
        customerNumber: row.customerNumber,
        caseNumber: row.caseNumber,
        externalCaseNumber: row.externalCaseNumber,
        description: row.description,
        statusId: status?.id ?? 0,
        statusName: status ? caseStatusName(status.key, productName) : row.status,
        owner: row.owner,
        createdAt: toIsoDateTime(row.createdAt),
        typeName: row.typeName,
        category: row.category,
      };
    }),
  };
}
