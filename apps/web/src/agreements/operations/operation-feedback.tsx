import type { OperationResult } from '@sappis/shared/agreements/operations/operation-input';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { SubmitResult, SubmitState } from './use-operation-submit.ts';

/**
 * The feedback view that replaces an operation's form after submit (document 2 section 4): loading, success
 * with the spec's text and the cases opened, or the error with the server's message and a way back to the
 * form (its input kept; a new submit is a retry with the same request id).
 */
export function OperationFeedback<R extends SubmitResult = OperationResult>({
  state,
  successText,
  successActions,
  failureText,
  onBack,
  onClose,
}: {
  state: Exclude<SubmitState<R>, { status: 'idle' }>;
  successText: (result: R) => string;
  /** What the success view offers next besides 'Stäng' (e.g. the return case after a termination). */
  successActions?: ReactNode;
  failureText: (message: string) => string;
  onBack: () => void;
  onClose: () => void;
}) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Skickar...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="flex flex-col gap-3" data-testid="operation-error">
        <p className="flex items-start gap-2 text-sm text-destructive">
          <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {failureText(state.message)}
        </p>
        <Button variant="outline" size="sm" className="self-start" onClick={onBack}>
          Tillbaka
        </Button>
      </div>
    );
  }
  const { result } = state;
  return (
    <div role="status" className="flex flex-col gap-3" data-testid="operation-success">
      <p className="flex items-start gap-2 text-sm text-green-700">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {successText(result)}
      </p>
      {result.caseNumbers.length > 0 && (
        <ul className="text-sm">
          {result.caseNumbers.map((caseNumber) => (
            <li key={caseNumber}>
              <AppLink to={`/sappis/cases/${caseNumber}`} className="text-primary underline">
                Ärende {caseNumber}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      {successActions}
      <Button variant="outline" size="sm" className="self-start" onClick={onClose}>
        Stäng
      </Button>
    </div>
  );
}
