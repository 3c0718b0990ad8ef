import type { Refusals } from '@sappis/shared/agreements/operations/plan';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import {
  type TerminationScope,
  terminationReasonGroups,
} from '@sappis/shared/agreements/operations/termination/termination-reasons';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormField, SelectField } from '@/customers/panels/form-field.tsx';
import { ConfirmationCheckbox } from '../operations/confirmation-checkbox.tsx';
import type { TerminationTab, WizardChoices } from './termination-kinds.ts';

const FieldError = ({ message }: { message: string | undefined }) =>
  message ? <p className="text-xs text-destructive">{message}</p> : null;

/**
 * Step 3: the reason (the allowed ones of the selection's scope, or the preset 'Kund har avlidit'), the
 * description, the regret fee flag and the confirmation e-mail.
 */
export function TerminationFormFields({
  tab,
  context,
  scope,
  choices,
  refusals,
  onChange,
}: {
  tab: TerminationTab;
  context: OperationContext;
  scope: TerminationScope;
  choices: WizardChoices;
  /** The plan's refusals to show beside their fields, once the user tried to submit. */
  refusals: Refusals;
  onChange: (change: Partial<WizardChoices>) => void;
}) {
  const reasons = terminationReasonGroups(context.terminationReasons)[scope];
  return (
    <>
      {tab === 'deceased' ? (
        <FormField
          id="termination-reason"
          label={TERMINATION_TEXTS.reason}
          value={TERMINATION_TEXTS.deceasedReason}
          readOnly
        />
      ) : (
        <div className="flex flex-col gap-1">
          <SelectField
            id="termination-reason"
            label={TERMINATION_TEXTS.reason}
            value={choices.reasonId === null ? '' : String(choices.reasonId)}
            onChange={(value) => onChange({ reasonId: value ? Number(value) : null })}
          >
            <option value="">Välj orsak</option>
            {reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.name}
              </option>
            ))}
          </SelectField>
          <FieldError message={refusals.reasonId?.[0]} />
        </div>
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor="termination-description">{TERMINATION_TEXTS.description}</Label>
        <Textarea
          id="termination-description"
          value={choices.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <FieldError message={refusals.description?.[0]} />
      </div>
      {tab === 'regret' && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={choices.regretFee}
            onChange={(event) => onChange({ regretFee: event.target.checked })}
          />
          {TERMINATION_TEXTS.regretFee} (350 kr)
        </label>
      )}
      <ConfirmationCheckbox
        email={context.customer.email}
        checked={choices.sendConfirmation}
        onChange={(sendConfirmation) => onChange({ sendConfirmation })}
      />
    </>
  );
}
