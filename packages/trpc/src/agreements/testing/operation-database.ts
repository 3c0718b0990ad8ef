import { ensureReferenceCatalogue } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import { type OperationContext, type PlanOutcome, planFingerprint, withBillingEffect } from '@sappis/shared';
import type { signInTestUser } from '../../testing/signed-in.ts';

/** A test database with the reference catalogue (case types, owner groups, reasons, fee products). */
export async function createOperationDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await ensureReferenceCatalogue(db.prisma);
  return db;
}

export type OperationCaller = Awaited<ReturnType<typeof signInTestUser>>['caller'];

/**
 * What the form does before a submit: reads the operation context, plans with the user's choices and
 * fingerprints the plan. Throws when the plan refuses (use the shared plan function directly to test refusals).
 */
export async function previewOperation(
  caller: OperationCaller,
  agreementNumber: number,
  plan: (context: OperationContext, today: string) => PlanOutcome,
) {
  const { context, today } = await caller.agreements.operationContext({ agreementNumber });
  // As the form's useOperationPlan and the server do: the plan with its billing effect, which the fingerprint covers.
  const outcome = withBillingEffect(plan(context, today), context, today);
  if (!outcome.ok) throw new Error(`plan refused: ${JSON.stringify(outcome.refusals)}`);
  return { context, today, plan: outcome.plan, planFingerprint: planFingerprint(outcome.plan) };
}
