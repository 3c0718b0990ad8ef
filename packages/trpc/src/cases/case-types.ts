import type { PrismaClient } from '@sappis/db';

/** The case type catalogue, by category and name (the case page's 'Typ'). */
export function listCaseTypes(prisma: PrismaClient) {
  return prisma.caseType.findMany({
    select: { id: true, name: true, category: true },
    orderBy: [{ category: 'asc' }, { name: 'asc' }],
  });
}
