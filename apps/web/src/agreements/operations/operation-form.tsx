import type { KeptRow } from '@sappis/shared/agreements/operations/dependent-rows/keep-rows';
import type { OperationResult } from '@sappis/shared/agreements/operations/operation-input';
import type { PlannedDependentRow } from '@sappis/shared/agreements/operations/plan';
import { offersReturnCase } from '@sappis/shared/agreements/operations/termination/return-offer';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { AgreementChangedNotice } from '@/customers/agreement-changed-notice.tsx';
import { PanelFooter } from '@/customers/panels/panel-footer.tsx';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { DependentRowsSection } from './dependent-rows-section.tsx';
import { OperationFeedback } from './operation-feedback.tsx';
import { PlanPreview } from './plan-preview.tsx';
import { RefusalList } from './refusal-list.tsx';
import type { useOperationPlan } from './use-operation-plan.ts';
import { useOperationSubmit } from './use-operation-submit.ts';

/**
 * The frame of every agreement operation's form (docs/operations.md): the fields, the plan's preview or its
 * refusals, the submit button in the panel's sticky footer (enabled once the context has loaded, or only for a plan: submitNeedsPlan), and after submit the feedback view in its place. Once
 * someone else changes the agreement while the form is open it says so (the preview is then already replanned
 * from the refetched context). When the plan sent ends hire hardware for good (offersReturnCase), the success view
 * offers 'Skapa returärende', whichever operation it was.
 */
export function OperationForm({
  customerNumber,
  agreementNumber,
  planned,
  shownFields,
  submitLabel,
  submitNeedsPlan = false,
  submitDisabled = false,
  successText,
  failureText,
  send,
  onClose,
  onInvalid,
  keep,
  children,
}: {
  customerNumber: number;
  agreementNumber: number | null;
  planned: ReturnType<typeof useOperationPlan>;
  /** Fields that show their own refusal; the others are listed above the button. Undefined: list none yet. */
  shownFields?: string[];
  submitLabel: string;
  /**
   * The submit button stays disabled until the choices make a plan (document 2 section 5: 'Pausa valda tjänster'
   * needs its four fields); otherwise it is enabled once the context has loaded and a refused submit calls onInvalid.
   */
  submitNeedsPlan?: boolean;
  /** A rule of the form's own keeps the button disabled (document 3 section 5: a move without its replacements). */
  submitDisabled?: boolean;
  successText: (result: OperationResult) => string;
  failureText: (message: string) => string;
  send: (requestId: string, planFingerprint: string) => Promise<OperationResult>;
  onClose: () => void;
  /** Called when the user submits a plan that refuses (e.g. to show the fields' errors). */
  onInvalid?: () => void;
  /**
   * The choices' keepRows (withDependentRows): the form lists the rows that end with their service, ticked, and an
   * untick keeps one with a reason. Absent: the operation has no such choice.
   */
  keep?: { rows: KeptRow[]; onChange: (rows: KeptRow[]) => void };
  children: ReactNode;
}) {
  const { state, submit, back } = useOperationSubmit(customerNumber, agreementNumber);
  // Decided from the plan that was sent: hire hardware stops for good, so it is to be returned.
  const [returnOffered, setReturnOffered] = useState(false);
  const { openPanel } = usePanel();
  // While a kept row still lacks its reason the plan refuses: the list is the one the refusal names (a row dated past
  // its service, withDependentRows), else stays as the last plan showed it.
  const dependents = useRef<readonly PlannedDependentRow[]>([]);
  const current = planned.outcome;
  if (current?.ok) dependents.current = current.plan.dependentRows ?? [];
  else if (current?.dependentRows) dependents.current = current.dependentRows;
  else if (!current?.refusals.keepRows) dependents.current = [];
  if (state.status !== 'idle') {
    return (
      <OperationFeedback
        state={state}
        successText={(result) => [successText(result), ...(result.warnings ?? [])].join(' ')}
        successActions={
          returnOffered &&
          agreementNumber !== null && (
            <Button
              type="button"
              size="sm"
              className="self-start"
              onClick={() => openPanel('return-case', { agreement: String(agreementNumber) })}
            >
              Skapa returärende
            </Button>
          )
        }
        failureText={failureText}
        onBack={back}
        onClose={onClose}
      />
    );
  }
  const { outcome, fingerprint } = planned;
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!outcome?.ok || !fingerprint) {
      onInvalid?.();
      return;
    }
    setReturnOffered(offersReturnCase(outcome.plan, planned.context?.agreement.rows ?? []));
    void submit((requestId) => send(requestId, fingerprint));
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      {children}
      {planned.isLoading && <p className="text-sm text-muted-foreground">Laddar avtalet...</p>}
      {planned.error && (
        <p role="alert" className="text-sm text-destructive">
          Kunde inte hämta avtalet.
        </p>
      )}
      {agreementNumber !== null && (
        <AgreementChangedNotice key={agreementNumber} agreementNumber={agreementNumber} />
      )}
      {keep && <DependentRowsSection rows={dependents.current} kept={keep.rows} onChange={keep.onChange} />}
      {outcome && !outcome.ok && shownFields && (
        <RefusalList
          refusals={outcome.refusals}
          shownFields={keep ? [...shownFields, 'keepRows'] : shownFields}
        />
      )}
      <PanelFooter>
        {/* The preview sits in the sticky footer, above the button it describes, so the footer never covers it
            (issue 30 item 2); a long one scrolls within its share of the panel. */}
        {outcome?.ok && (
          <div className="max-h-[35vh] w-full overflow-y-auto" data-testid="plan-preview-area">
            <PlanPreview
              plan={outcome.plan}
              caseNames={planned.caseNames}
              rows={planned.context?.agreement.rows}
              today={planned.today ?? undefined}
            />
          </div>
        )}
        <Button type="submit" disabled={!outcome || submitDisabled || (submitNeedsPlan && !outcome.ok)}>
          {submitLabel}
        </Button>
      </PanelFooter>
    </form>
  );
}
