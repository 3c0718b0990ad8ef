import type { PrismaClient } from '@sappis/db';
import {
  isoDay,
  type OperationContext,
  type OperationHandler,
  type OperationInputBase,
  type OperationResult,
  type PlanOutcome,
} from '@sappis/shared';
import type { SessionUser } from '../auth/session-user.ts';
import type { EmailSender } from '../email/email-sender.ts';
import { type AfterApply, executeOperation } from './execute-operation.ts';
import { operationActorOf } from './operation-actor.ts';

/** An operation's shared plan function: the context, the user's choices, today and the acting user. */
export type PlanFunction<Choices> = (
  context: OperationContext,
  choices: Choices,
  today: string,
  handler: OperationHandler,
) => PlanOutcome;

/**
 * The one call of an agreement operation's mutation (docs/operations.md): executeOperation with the shared plan
 * function bound to the user's choices, the signed-in user as actor and seller, and the e-mail adapter.
 */
export function runOperation<Choices>(
  prisma: PrismaClient,
  args: {
    procedure: string;
    user: SessionUser;
    /** The e-mail adapter (ctx.adapters.email) the confirmations go through. */
    email: EmailSender;
    now: Date;
    input: OperationInputBase & { choices: Choices };
    plan: PlanFunction<Choices>;
    afterApply?: AfterApply;
  },
): Promise<OperationResult> {
  const { input, now } = args;
  const actor = operationActorOf(args.user);
  return executeOperation(prisma, {
    procedure: args.procedure,
    requestId: input.requestId,
    agreementNumber: input.agreementNumber,
    planFingerprint: input.planFingerprint,
    actor,
    now,
    today: isoDay(now),
    email: args.email,
    // The session's groups, never the client's (e.g. the return reason Garanti is second line's only).
    plan: (context, today) =>
      args.plan(context, input.choices, today, { ...actor, groups: args.user.groups }),
    ...(args.afterApply ? { afterApply: args.afterApply } : {}),
  });
}
