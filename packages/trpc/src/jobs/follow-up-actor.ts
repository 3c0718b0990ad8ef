import type { Prisma } from '@sappis/db';
import { operationHandlerOf } from '@sappis/shared';
import type { OperationActor } from '../agreements/apply-plan.ts';

/** Who a follow-up acts as when the user who planned it is gone, and the author of its automatic case notes. */
export const SYSTEM_ACTOR: OperationActor = { id: 0, name: 'Sappis', employeeNumber: '' };

/**
 * The actor of a follow-up: the user who planned the operation (seller on the rows it creates, as if they had
 * created them on the day), or SYSTEM_ACTOR when that user no longer exists.
 */
export async function followUpActor(
  tx: Prisma.TransactionClient,
  createdById: number | null,
): Promise<{ actor: OperationActor; userId: number | null }> {
  const user =
    createdById === null
      ? null
      : await tx.user.findUnique({
          where: { id: createdById },
          select: { id: true, firstName: true, lastName: true, employeeNumber: true },
        });
  if (!user) return { actor: SYSTEM_ACTOR, userId: null };
  return { actor: { id: user.id, ...operationHandlerOf(user) }, userId: user.id };
}
