import type { Prisma, PrismaClient } from '@sappis/db';
import {
  firstRefusal,
  type OperationContext,
  type OperationPlan,
  type OperationResult,
  type PlanOutcome,
  planFingerprint,
  type Refusals,
  STALE_PLAN_MESSAGE,
  withBillingEffect,
} from '@sappis/shared';
import type { EmailSender } from '../email/email-sender.ts';
import { AppError } from '../errors.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { applyPlan, type OperationActor } from './apply-plan.ts';
import { loadOperationContext } from './operation-context.ts';

export interface ExecuteOperationArgs {
  /** The tRPC path of the mutation (the request id is kept per user and procedure). */
  procedure: string;
  requestId: string;
  agreementNumber: number;
  /** The fingerprint of the plan the form previewed. */
  planFingerprint: string;
  actor: OperationActor;
  now: Date;
  today: string;
  email: EmailSender;
  /** The operation's pure plan function with the user's choices bound (packages/shared). */
  plan: (context: OperationContext, today: string) => PlanOutcome;
  /** Records more of the applied plan in the same transaction (the commerce order of orders.place). */
  afterApply?: AfterApply;
}

export type AfterApply = (
  tx: Prisma.TransactionClient,
  applied: { context: OperationContext; plan: OperationPlan; result: OperationResult },
) => Promise<void>;

/**
 * The recomputed plan, if it is the one the form previewed: its refusals become BAD_REQUEST with field errors (the
 * first as the message), a plan with another fingerprint CONFLICT with STALE_PLAN_MESSAGE.
 */
export function previewedPlan<P extends OperationPlan>(
  outcome: { ok: true; plan: P } | { ok: false; refusals: Refusals },
  previewedFingerprint: string,
): { plan: P; fingerprint: string } {
  if (!outcome.ok) {
    throw new AppError('BAD_REQUEST', firstRefusal(outcome.refusals) ?? STALE_PLAN_MESSAGE, {
      fieldErrors: outcome.refusals,
    });
  }
  const fingerprint = planFingerprint(outcome.plan);
  if (fingerprint !== previewedFingerprint) throw new AppError('CONFLICT', STALE_PLAN_MESSAGE);
  return { plan: outcome.plan, fingerprint };
}

/**
 * Runs one agreement operation the one way they all run (docs/operations.md): once per request id, in one
 * transaction that locks the agreement, recomputes the plan from the database (never the client's), refuses with
 * the plan's Swedish refusals (BAD_REQUEST with field errors) or, when the plan differs from the one the form
 * previewed, with STALE_PLAN_MESSAGE (CONFLICT), and otherwise applies it.
 */
export function executeOperation(prisma: PrismaClient, args: ExecuteOperationArgs): Promise<OperationResult> {
  return runOnce(
    prisma,
    { requestId: args.requestId, userId: args.actor.id, procedure: args.procedure },
    async (tx) => {
      const context = await loadOperationContext(tx, {
        agreementNumber: args.agreementNumber,
        today: args.today,
        lock: true,
      });
      const { plan, fingerprint } = previewedPlan(
        withBillingEffect(args.plan(context, args.today), context, args.today),
        args.planFingerprint,
      );
      const result = await applyPlan(tx, {
        context,
        plan,
        planFingerprint: fingerprint,
        actor: args.actor,
        requestId: args.requestId,
        now: args.now,
        today: args.today,
        email: args.email,
      });
      await args.afterApply?.(tx, { context, plan, result });
      return result;
    },
  );
}
