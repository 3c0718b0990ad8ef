import { Prisma, type PrismaClient } from '@sappis/db';
import type { SearchArgs } from '@sappis/shared';

/** What the search functions need of a client: raw queries (a PrismaClient or a transaction client). */
export type SearchDb = Pick<PrismaClient, '$queryRaw'>;

/**
 * One page of `matches` (a SELECT) in `order`, with the full count in the same query (a window count).
 * A page past the end has no row to carry the count: then one more count query answers it.
 */
export async function pagedQuery<T extends object>(
  prisma: SearchDb,
  matches: Prisma.Sql,
  order: Prisma.Sql,
  args: Pick<SearchArgs, 'page' | 'pageSize'>,
): Promise<{ total: number; rows: T[] }> {
  const offset = (args.page - 1) * args.pageSize;
  const rows = await prisma.$queryRaw<(T & { total: number })[]>(Prisma.sql`
    SELECT m.*, count(*) OVER ()::int AS total FROM (${matches}) m
    ORDER BY ${order} LIMIT ${args.pageSize} OFFSET ${offset}`);
  if (rows.length > 0) return { total: rows[0]!.total, rows };
  if (offset === 0) return { total: 0, rows: [] };
  const [count] = await prisma.$queryRaw<{ total: number }[]>(
    Prisma.sql`SELECT count(*)::int AS total FROM (${matches}) m`,
  );
  return { total: count?.total ?? 0, rows: [] };
}
