import type { Prisma } from '@sappis/db';
import { toIsoDateTime } from '../serialize.ts';

/** The lock of a case as the case page and the banner show it. */
export interface LockState {
  locked: boolean;
  /** E-mail of the holder. */
  lockedBy: string | null;
  holderId: number | null;
  /** The asking user holds it. */
  mine: boolean;
  expiresAt: string | null;
}

export const UNLOCKED: LockState = {
  locked: false,
  lockedBy: null,
  holderId: null,
  mine: false,
  expiresAt: null,
};

/** The live lock of case `caseId` (a lock past its lease is free), seen by `userId`. */
export async function readLockState(
  db: Prisma.TransactionClient,
  args: { caseId: number; userId: number; now: Date },
): Promise<LockState> {
  const lock = await db.caseLock.findUnique({
    where: { caseId: args.caseId },
    select: { userId: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!lock || lock.expiresAt <= args.now) return UNLOCKED;
  return {
    locked: true,
    lockedBy: lock.user.email,
    holderId: lock.userId,
    mine: lock.userId === args.userId,
    expiresAt: toIsoDateTime(lock.expiresAt),
  };
}
