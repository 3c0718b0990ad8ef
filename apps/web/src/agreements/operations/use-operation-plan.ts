import { withBillingEffect } from '@sappis/shared/agreements/billing/billing-effect';
import { planFingerprint } from '@sappis/shared/agreements/operations/fingerprint';
import type { PlanOutcome } from '@sappis/shared/agreements/operations/plan';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc.ts';

/**
 * The plan of an agreement operation for the form's current choices (docs/operations.md): the operation
 * context and the server's today from `agreements.operationContext`, the shared plan function run on them
 * with its billing effect, and the fingerprint the submit sends. `plan` should be stable (useCallback) or cheap: it runs on every render
 * where the context or `plan` changed.
 */
export function useOperationPlan(
  agreementNumber: number | null,
  plan: (context: OperationContext, today: string) => PlanOutcome,
) {
  const query = trpc.agreements.operationContext.useQuery(
    { agreementNumber: agreementNumber ?? 0 },
    { enabled: agreementNumber !== null },
  );
  const data = query.data;
  const outcome = useMemo(
    () => (data ? withBillingEffect(plan(data.context, data.today), data.context, data.today) : null),
    [data, plan],
  );
  const fingerprint = useMemo(() => (outcome?.ok ? planFingerprint(outcome.plan) : null), [outcome]);
  return {
    context: data?.context ?? null,
    today: data?.today ?? null,
    caseNames: data?.caseNames ?? null,
    outcome,
    fingerprint,
    isLoading: query.isLoading,
    error: query.error,
  };
}
