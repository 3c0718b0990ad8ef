import type { Prisma, PrismaClient } from '@sappis/db';
import { INT4_MAX, OUTSIDE_CUSTOMERS_PAGE_SIZE } from '@sappis/shared';

/** The customer number a search text names, when it is all digits. */
export function numberIn(query: string): number | null {
  if (!/^\d{1,10}$/.test(query)) return null;
  const number = Number(query);
  return number >= 1 && number <= INT4_MAX ? number : null;
}

/** What a search text matches case-insensitively anywhere in a text column. */
export const containing = (query: string) => ({ contains: query, mode: 'insensitive' as const });

/** One page of a list search (cantab, bitcom): the rows of `page`, mapped, and the total, read together. */
export async function searchPage<Row, Out>(
  prisma: PrismaClient,
  page: number,
  query: {
    find: (window: { skip: number; take: number }) => Prisma.PrismaPromise<Row[]>;
    count: () => Prisma.PrismaPromise<number>;
    map: (row: Row) => Out;
  },
): Promise<{ rows: Out[]; total: number; pageSize: number }> {
  const window = { skip: (page - 1) * OUTSIDE_CUSTOMERS_PAGE_SIZE, take: OUTSIDE_CUSTOMERS_PAGE_SIZE };
  const [rows, total] = await prisma.$transaction([query.find(window), query.count()]);
  return { rows: rows.map(query.map), total, pageSize: OUTSIDE_CUSTOMERS_PAGE_SIZE };
}
