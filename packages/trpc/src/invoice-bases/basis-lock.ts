import type { Prisma } from '@sappis/db';
import { lockedByMessage } from '../case-locks/lock-messages.ts';
import { readLockState } from '../case-locks/lock-state.ts';
import { AppError } from '../errors.ts';

/**
 * Invoice basis writes respect the case lock like the case's own writes: refused with CONFLICT and the banner
 * text while someone else holds a live lock. Unlike a case write they neither take nor renew the lock.
 */
export async function refuseOthersLock(
  tx: Prisma.TransactionClient,
  args: { caseId: number; userId: number; now: Date },
): Promise<void> {
  const lock = await readLockState(tx, args);
  if (lock.locked && !lock.mine) throw new AppError('CONFLICT', lockedByMessage(lock.lockedBy ?? ''));
}
