import { withConfirmationText } from '@sappis/shared/agreements/operations/confirmation-email';
import type { OperationContext, OperationRow } from '@sappis/shared/agreements/operations/snapshot';
import {
  campaignRowOf,
  selectionScope,
} from '@sappis/shared/agreements/operations/termination/termination-rows';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useUnsavedChanges } from '@/customers/panels/use-unsaved-input.ts';
import { trpc } from '@/lib/trpc.ts';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';
import { useStepFocus } from '../operations/use-step-focus.ts';
import { EndDateStep } from './end-date-step.tsx';
import { ServiceSelection } from './service-selection.tsx';
import { TerminationFormFields } from './termination-form-fields.tsx';
import {
  chosenDate,
  EMPTY_CHOICES,
  TAB_CHOICES,
  TAB_KINDS,
  type TerminationTab,
  type WizardChoices,
} from './termination-kinds.ts';

const FIELDS = ['reasonId', 'description'];

/** One tab's 3-step wizard (document 2 section 2): services, end date, form; the feedback view after submit. */
export function TerminationWizard({
  tab,
  customerNumber,
  agreementNumber,
  onClose,
}: {
  tab: TerminationTab;
  customerNumber: number;
  agreementNumber: number;
  onClose: () => void;
}) {
  const kind = TAB_KINDS[tab];
  const [step, setStep] = useState(1);
  const stepHeading = useStepFocus<HTMLParagraphElement>(step);
  const [choices, setChoices] = useState<WizardChoices>(EMPTY_CHOICES);
  const [touched, setTouched] = useState(false);
  // The last end date the rules accepted per service: what its discount follows while a refused day is typed.
  const [accepted, setAccepted] = useState<Record<number, string>>({});
  // The services and dates of the earlier steps are no longer on screen: closing asks before dropping them.
  useUnsavedChanges(step > 1);
  const plan = useCallback(
    (context: OperationContext, today: string) => kind.plan(context, choices, today),
    [kind, choices],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const terminate = trpc.agreements.terminate.useMutation();
  const regret = trpc.agreements.regret.useMutation();
  const deceased = trpc.agreements.terminateDeceased.useMutation();
  const { context, today } = planned;
  if (!context || !today) return <p className="text-sm text-muted-foreground">Laddar avtalet...</p>;

  const listed = kind.listed(context, today);
  const datesOf = (row: OperationRow) => kind.datesOf(row, today);
  const dateOf = (row: OperationRow) =>
    tab === 'terminate' ? chosenDate(choices, row, today) : (datesOf(row)[0] ?? '');
  const offered = (row: OperationRow, date: string) => datesOf(row).includes(date);
  const acceptedDateOf = (row: OperationRow) =>
    offered(row, dateOf(row)) ? dateOf(row) : (accepted[row.id] ?? datesOf(row)[0] ?? '');
  const selected = listed.filter((row) => choices.selectedIds.includes(row.id));
  const allListed = TAB_KINDS.terminate.listed(context, today);
  const scope = selectionScope(allListed, choices.selectedIds);
  // A day typed past a service's picker that is not one of its offered month ends (the field says 'Tidigast …'):
  // step 3 would have no plan to preview, so 'Nästa' waits for an offered day.
  const dateRefused = selected.some(
    (row) => !campaignRowOf(row, listed) && datesOf(row).length > 1 && !offered(row, dateOf(row)),
  );
  const change = (update: Partial<WizardChoices>) => setChoices((current) => ({ ...current, ...update }));
  const refusals = touched && planned.outcome && !planned.outcome.ok ? planned.outcome.refusals : {};

  const send = (requestId: string, planFingerprint: string) => {
    const base = { requestId, agreementNumber, planFingerprint };
    if (tab === 'terminate')
      return terminate.mutateAsync({ ...base, choices: TAB_CHOICES.terminate(context, choices, today) });
    if (tab === 'regret')
      return regret.mutateAsync({ ...base, choices: TAB_CHOICES.regret(context, choices) });
    return deceased.mutateAsync({ ...base, choices: TAB_CHOICES.deceased(context, choices) });
  };

  const header = (
    <p ref={stepHeading} tabIndex={-1} className="text-xs text-muted-foreground outline-none">
      Steg {step} av 3: {TERMINATION_TEXTS.steps[step - 1]}
    </p>
  );
  const back = (
    <Button type="button" variant="outline" size="sm" onClick={() => setStep(step - 1)}>
      Tillbaka
    </Button>
  );

  if (step < 3)
    return (
      <div className="flex flex-col gap-3">
        {header}
        {step === 1 ? (
          <ServiceSelection
            listed={listed}
            selectedIds={choices.selectedIds}
            datesOf={datesOf}
            today={today}
            onChange={(selectedIds) => change({ selectedIds })}
          />
        ) : (
          <EndDateStep
            listed={listed}
            selected={selected}
            datesOf={datesOf}
            dateOf={dateOf}
            acceptedDateOf={acceptedDateOf}
            today={today}
            onDate={(rowIds, date) => {
              change({ dates: { ...choices.dates, ...Object.fromEntries(rowIds.map((id) => [id, date])) } });
              const takes = listed.filter((row) => rowIds.includes(row.id) && offered(row, date));
              setAccepted((current) => ({
                ...current,
                ...Object.fromEntries(takes.map((row) => [row.id, date])),
              }));
            }}
          />
        )}
        <div className="flex gap-2">
          {step > 1 && back}
          <Button
            type="button"
            size="sm"
            disabled={(listed.length > 0 && choices.selectedIds.length === 0) || (step === 2 && dateRefused)}
            onClick={() => setStep(step + 1)}
          >
            Nästa
          </Button>
        </div>
      </div>
    );

  return (
    <OperationForm
      customerNumber={customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? FIELDS : undefined}
      submitLabel={kind.submitLabel}
      successText={(result) => withConfirmationText(TERMINATION_TEXTS.success, result.confirmation)}
      failureText={TERMINATION_TEXTS.failure}
      send={send}
      onClose={onClose}
      onInvalid={() => setTouched(true)}
      keep={{ rows: choices.keepRows, onChange: (keepRows) => change({ keepRows }) }}
    >
      {header}
      <TerminationFormFields
        tab={tab}
        context={context}
        scope={scope}
        choices={choices}
        refusals={refusals}
        onChange={change}
      />
      <div>{back}</div>
    </OperationForm>
  );
}
