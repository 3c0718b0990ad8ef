import type { PrismaClient } from '@sappis/db';

/** The catalogues a queue filter picks from. */
export async function queueFilterOptions(prisma: PrismaClient) {
  const [caseTypes, ownerGroups, tags] = await Promise.all([
    prisma.caseType.findMany({ orderBy: [{ category: 'asc' }, { name: 'asc' }] }),
    prisma.caseOwnerGroup.findMany({ orderBy: { name: 'asc' } }),
    prisma.tag.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
  ]);
  return { caseTypes, ownerGroups, tags };
}
