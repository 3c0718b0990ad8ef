import type { PrismaClient } from '@sappis/db';
import { ensureReferenceCatalogue } from '@sappis/db/seed/index';
import { createTestDatabase, type TestDatabase } from '@sappis/db/testing/test-database';
import {
  type OperationContext,
  operationHandlerOf,
  type PlanOutcome,
  planFingerprint,
  withBillingEffect,
} from '@sappis/shared';
import { signInTestUser } from '../../testing/signed-in.ts';

/** A test database with the reference catalogue (case types, owner groups, reasons, fee products). */
export async function createOperationDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await ensureReferenceCatalogue(db.prisma);
  return db;
}

export type OperationCaller = Awaited<ReturnType<typeof signInTestUser>>['caller'];

/** A new signed-in user with `groups` (an agent by default): its caller, and itself as an operation's handler. */
export async function signInOperationUser(prisma: PrismaClient, groups: string[] = ['SAPPIS']) {
  const { caller, user } = await signInTestUser(prisma, { groups });
  return { caller, user, handler: operationHandlerOf(user) };
}

/**
 * What the form does before a submit (useOperationPlan): reads the operation context, plans with the user's choices,
 * adds the billing effect and fingerprints the plan. Throws when the plan refuses (use the shared plan function
 * directly to test refusals).
 */
export async function previewOperation(
  caller: OperationCaller,
  agreementNumber: number,
  plan: (context: OperationContext, today: string) => PlanOutcome,
) {
  const { context, today } = await caller.agreements.operationContext({ agreementNumber });
  const outcome = withBillingEffect(plan(context, today), context, today);
  if (!outcome.ok) throw new Error(`plan refused: ${JSON.stringify(outcome.refusals)}`);
  return { context, today, plan: outcome.plan, planFingerprint: planFingerprint(outcome.plan) };
}
