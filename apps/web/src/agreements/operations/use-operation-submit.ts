import type { OperationResult } from '@sappis/shared/agreements/operations/operation-input';
import { useCallback, useState } from 'react';
import { useMarkSaved } from '@/customers/panels/use-unsaved-input.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

/** What a submit answers: at least the cases it opened (OperationResult, or an invoice operation's answer). */
export type SubmitResult = { caseNumbers: number[] };

export type SubmitState<R extends SubmitResult = OperationResult> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; result: R }
  | { status: 'error'; message: string };

/**
 * Sends an operation's mutation with the submission's request id (the same on a double click and on a retry
 * after an error, a new one after success), tracks the feedback state, and refetches the customer and the
 * agreement's operation context once it went through.
 */
export function useOperationSubmit<R extends SubmitResult = OperationResult>(
  customerNumber: number,
  agreementNumber: number | null,
) {
  const { requestId, renew } = useRequestId();
  const [state, setState] = useState<SubmitState<R>>({ status: 'idle' });
  const utils = trpc.useUtils();
  const markSaved = useMarkSaved();

  const submit = useCallback(
    async (send: (requestId: string) => Promise<R>) => {
      setState({ status: 'loading' });
      try {
        const result = await send(requestId);
        setState({ status: 'success', result });
        markSaved();
        renew();
        void utils.customers.byNumber.invalidate({ customerNumber });
        if (agreementNumber !== null) void utils.agreements.operationContext.invalidate({ agreementNumber });
      } catch (error) {
        setState({ status: 'error', message: userMessageOf(error) });
      }
    },
    [requestId, renew, utils, customerNumber, agreementNumber, markSaved],
  );
  const back = useCallback(() => setState({ status: 'idle' }), []);
  return { state, submit, back };
}
