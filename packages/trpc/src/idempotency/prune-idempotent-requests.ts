import type { PrismaClient } from '@sappis/db';

/**
 * How long a submit's request id is remembered: a retry within this time answers with the first result.
 * A browser retries within seconds; a day also covers a tab left open over a lost connection.
 */
export const IDEMPOTENT_REQUEST_HOURS = 24;

/** Deletes the idempotency records created before `before`: request ids and the adapters' remembered writes. */
export async function pruneIdempotentRequests(prisma: PrismaClient, before: Date): Promise<number> {
  const old = { where: { createdAt: { lt: before } } };
  const [requests, writes] = await prisma.$transaction([
    prisma.idempotentRequest.deleteMany(old),
    prisma.adapterWrite.deleteMany(old),
  ]);
  return requests.count + writes.count;
}
