import { Prisma, type PrismaClient } from '@sappis/db';
import { AppError } from '../errors.ts';

export const REQUEST_ID_TAKEN_MESSAGE = 'Begäran har redan använts, ladda om sidan och försök igen';

/** Whose submit a request id is: the user and the procedure (its tRPC path, e.g. 'cases.create'). */
export interface RequestKey {
  requestId: string;
  userId: number;
  procedure: string;
}

/**
 * Runs `work` once per request id, in ONE transaction that first records the id, then runs the work with that
 * transaction and stores its (JSON) result with the record: a failed work leaves nothing behind. A repeat of
 * the id answers with the stored result without running the work again, also when it arrives while the first
 * is still running: its insert of the same key waits for the first transaction, and inserts nothing once that
 * committed (or goes ahead as the first when that rolled back). The same id sent by another user or for
 * another procedure is refused with CONFLICT. Records are pruned after a day (prune-idempotent-requests.ts).
 */
export async function runOnce<T extends Prisma.InputJsonValue>(
  prisma: PrismaClient,
  key: RequestKey,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: a concurrent duplicate waits here, then sees the committed record (read committed).
    const { count } = await tx.idempotentRequest.createMany({
      data: [{ key: key.requestId, userId: key.userId, procedure: key.procedure, result: Prisma.JsonNull }],
      skipDuplicates: true,
    });
    if (count === 0) return storedResult<T>(tx, key);
    const result = await work(tx);
    await tx.idempotentRequest.update({ where: { key: key.requestId }, data: { result } });
    return result;
  });
}

async function storedResult<T>(tx: Prisma.TransactionClient, key: RequestKey): Promise<T> {
  const stored = await tx.idempotentRequest.findUniqueOrThrow({ where: { key: key.requestId } });
  if (stored.userId !== key.userId || stored.procedure !== key.procedure) {
    throw new AppError('CONFLICT', REQUEST_ID_TAKEN_MESSAGE);
  }
  return stored.result as T;
}
