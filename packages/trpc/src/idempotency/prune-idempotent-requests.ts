import type { PrismaClient } from '@sappis/db';

/**
 * How long a submit's request id is remembered: a retry within this time answers with the first result.
 * A browser retries within seconds; a day also covers a tab left open over a lost connection.
 */
export const IDEMPOTENT_REQUEST_HOURS = 24;

/**
 * Deletes what is kept for repeats, created before `before`: request ids, the adapters' remembered writes and the
 * credit bureau's answers about new persons (used the same day only; personal numbers are not kept longer).
 */
export async function pruneIdempotentRequests(prisma: PrismaClient, before: Date): Promise<number> {
  const old = { where: { createdAt: { lt: before } } };
  const deleted = await prisma.$transaction([
    prisma.idempotentRequest.deleteMany(old),
    prisma.adapterWrite.deleteMany(old),
    prisma.creditBureauAnswer.deleteMany(old),
  ]);
  return deleted.reduce((total, { count }) => total + count, 0);
}
