import type { PrismaClient } from '@sappis/db';
import { isoDay, type OperationContext, type OperationInputBase, type PlanOutcome } from '@sappis/shared';
import type { SessionUser } from '../../auth/session-user.ts';
import { outboxEmailSender } from '../../email/email-sender.ts';
import { executeOperation } from '../execute-operation.ts';
import { operationActorOf } from '../operation-actor.ts';

/**
 * The one call of a termination mutation: executeOperation with the plan function bound to the user's choices
 * (terminate, regret and deceased differ only in their schema, permission and plan function).
 */
export function executeWithChoices<Choices>(
  ctx: { prisma: PrismaClient; user: SessionUser; now: () => Date },
  path: string,
  input: OperationInputBase & { choices: Choices },
  plan: (context: OperationContext, choices: Choices, today: string) => PlanOutcome,
) {
  const now = ctx.now();
  return executeOperation(ctx.prisma, {
    procedure: path,
    requestId: input.requestId,
    agreementNumber: input.agreementNumber,
    planFingerprint: input.planFingerprint,
    actor: operationActorOf(ctx.user),
    now,
    today: isoDay(now),
    email: outboxEmailSender,
    plan: (context, today) => plan(context, input.choices, today),
  });
}
