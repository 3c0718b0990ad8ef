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

/** The outside systems every operation uses: the e-mail adapter the confirmations go through. */
export interface OperationAdapters {
  email: EmailSender;
}

/** Who runs an operation, where and with which outside systems: the procedure's, once (operationRunner). */
export interface OperationRunner<A extends OperationAdapters = OperationAdapters> {
  prisma: PrismaClient;
  /** The tRPC path, e.g. 'agreements.terminate'. */
  procedure: string;
  user: SessionUser;
  /** The context's adapters: the operation's own (e.g. the move check) besides the e-mail. */
  adapters: A;
  now: Date;
}

/** The runner of a procedure's context: its client, signed-in user, adapters and current time. */
export function operationRunner<A extends OperationAdapters>(
  ctx: { prisma: PrismaClient; user: SessionUser; adapters: A; now(): Date },
  procedure: string,
): OperationRunner<A> {
  return { prisma: ctx.prisma, procedure, user: ctx.user, adapters: ctx.adapters, now: ctx.now() };
}

/**
 * The one call of an agreement operation's mutation (docs/operations.md): executeOperation with the shared plan
 * function bound to the user's choices, the signed-in user as actor and seller, and the e-mail adapter.
 */
export function runOperation<Choices>(
  runner: OperationRunner,
  args: {
    input: OperationInputBase & { choices: Choices };
    plan: PlanFunction<Choices>;
    afterApply?: AfterApply;
  },
): Promise<OperationResult> {
  const { input } = args;
  const { user, now } = runner;
  const actor = operationActorOf(user);
  return executeOperation(runner.prisma, {
    procedure: runner.procedure,
    requestId: input.requestId,
    agreementNumber: input.agreementNumber,
    planFingerprint: input.planFingerprint,
    actor,
    now,
    today: isoDay(now),
    email: runner.adapters.email,
    // The session's groups, never the client's (e.g. the return reason Garanti is second line's only).
    plan: (context, today) => args.plan(context, input.choices, today, { ...actor, groups: user.groups }),
    ...(args.afterApply ? { afterApply: args.afterApply } : {}),
  });
}
