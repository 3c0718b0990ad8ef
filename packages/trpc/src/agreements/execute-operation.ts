import type { PrismaClient } from '@sappis/db';
import {
  firstRefusal,
  type OperationContext,
  type OperationResult,
  type PlanOutcome,
  planFingerprint,
  STALE_PLAN_MESSAGE,
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
      const outcome = args.plan(context, args.today);
      if (!outcome.ok) {
        throw new AppError('BAD_REQUEST', firstRefusal(outcome.refusals) ?? STALE_PLAN_MESSAGE, {
          fieldErrors: outcome.refusals,
        });
      }
      const fingerprint = planFingerprint(outcome.plan);
      if (fingerprint !== args.planFingerprint) throw new AppError('CONFLICT', STALE_PLAN_MESSAGE);
      return applyPlan(tx, {
        context,
        plan: outcome.plan,
        planFingerprint: fingerprint,
        actor: args.actor,
        requestId: args.requestId,
        now: args.now,
        today: args.today,
        email: args.email,
      });
    },
  );
}
