import { operationHandlerOf } from '@sappis/shared';
import type { SessionUser } from '../auth/sessions.ts';
import type { OperationActor } from './apply-plan.ts';

/** The signed-in user as the actor of an agreement operation. */
export function operationActorOf(
  user: Pick<SessionUser, 'id' | 'firstName' | 'lastName' | 'employeeNumber'>,
): OperationActor {
  return { id: user.id, ...operationHandlerOf(user) };
}
