import type { PrismaClient } from '@sappis/db';

/**
 * Deletes events created before `before` (retention). Always keeps the newest event, so a
 * reconnecting client can still tell whether it missed anything.
 */
export async function pruneEvents(prisma: PrismaClient, before: Date): Promise<number> {
  return prisma.$executeRaw`
    DELETE FROM "events"
    WHERE "createdAt" < ${before} AND "id" < (SELECT max("id") FROM "events")`;
}
