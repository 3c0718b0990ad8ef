import { operationHandlerOf } from '@sappis/shared/agreements/operations/handler';
import {
  planReturnCase,
  RETURN_CASE_TEXTS,
  type ReturnCaseChoices,
} from '@sappis/shared/agreements/operations/return/return-case';
import {
  HARDWARE_TYPE_KEYS,
  HARDWARE_TYPES,
  type HardwareType,
  newHardwareOptions,
  RETURN_REASONS,
  type ReturnReason,
  returnableHardware,
  returnReasonsFor,
  takesNewHardware,
} from '@sappis/shared/agreements/operations/return/return-rules';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import { FormField, SelectField } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';
import { CheckList } from './check-list.tsx';

const FIELDS = ['reason', 'oldRowIds', 'newProductNumbers', 'description', 'returnDate', 'parentCaseNumber'];

const EMPTY_CHOICES: ReturnCaseChoices = {
  reason: 'REGRET',
  hardwareType: 'TV',
  oldRowIds: [],
  newProductNumbers: [],
  description: '',
  returnDate: '',
  parentCaseNumber: null,
};

const LOADING_HARDWARE = 'Laddar utrustning...';

/** The parent case number typed, or none when the field is empty or no number. */
const parentCaseOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Create return case (document 2 sections 2, 5, 6): reason (Garanti for second line only), hardware type, agreement,
 * old hardware, new hardware for Garanti and Omskick, description, return date (optional), and the parent case if any.
 */
export default function ReturnCasePanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params, { activeOnly: false }),
  );
  const [choices, setChoices] = useState<ReturnCaseChoices>(EMPTY_CHOICES);
  const [parentText, setParentText] = useState('');
  const [touched, setTouched] = useState(false);
  const user = useCurrentUser();
  const handler = useMemo(() => operationHandlerOf(user), [user]);
  const plan = useCallback(
    (context: OperationContext, today: string) => planReturnCase(context, choices, today, handler),
    [choices, handler],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.agreements.createReturnCase.useMutation();
  const { context, today } = planned;
  const { reason, hardwareType } = choices;
  const oldHardware = context ? returnableHardware(context, reason, hardwareType) : [];
  const newHardware = context ? newHardwareOptions(context, reason, hardwareType) : [];
  // Until the agreement has loaded there is nothing to say about its hardware.
  const emptyText = (loaded: string) => (context ? loaded : LOADING_HARDWARE);
  const errorOf = (field: string) =>
    touched && planned.outcome && !planned.outcome.ok ? planned.outcome.refusals[field]?.[0] : undefined;
  const update = (change: Partial<ReturnCaseChoices>) => setChoices((current) => ({ ...current, ...change }));

  return (
    <OperationForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? FIELDS : undefined}
      successText={() => RETURN_CASE_TEXTS.success}
      failureText={RETURN_CASE_TEXTS.failure}
      submitLabel={RETURN_CASE_TEXTS.submit}
      onClose={close}
      onInvalid={() => setTouched(true)}
      send={(requestId, planFingerprint) =>
        mutation.mutateAsync({ requestId, agreementNumber: agreementNumber ?? 0, planFingerprint, choices })
      }
    >
      <SelectField
        id="return-reason"
        label={RETURN_CASE_TEXTS.reasonLabel}
        value={reason}
        onChange={(value) => update({ reason: value as ReturnReason, oldRowIds: [], newProductNumbers: [] })}
      >
        {returnReasonsFor(user.groups).map((key) => (
          <option key={key} value={key}>
            {RETURN_REASONS[key].label}
          </option>
        ))}
      </SelectField>
      {errorOf('reason') && <p className="text-xs text-destructive">{errorOf('reason')}</p>}
      <SelectField
        id="return-hardware-type"
        label={RETURN_CASE_TEXTS.hardwareTypeLabel}
        value={hardwareType}
        onChange={(value) =>
          update({ hardwareType: value as HardwareType, oldRowIds: [], newProductNumbers: [] })
        }
      >
        {HARDWARE_TYPE_KEYS.map((key) => (
          <option key={key} value={key}>
            {HARDWARE_TYPES[key].label}
          </option>
        ))}
      </SelectField>
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        activeOnly={false}
        onChange={(value) => {
          setAgreementNumber(value);
          update({ oldRowIds: [], newProductNumbers: [] });
        }}
      />
      <CheckList
        legend={RETURN_CASE_TEXTS.oldHardwareLabel}
        items={oldHardware.map((row) => ({
          value: row.id,
          label: `${row.productName} (${row.productNumber})`,
        }))}
        selected={choices.oldRowIds}
        onChange={(oldRowIds) => update({ oldRowIds })}
        error={errorOf('oldRowIds')}
        empty={emptyText(RETURN_CASE_TEXTS.noOldHardware)}
      />
      {takesNewHardware(reason) && (
        <CheckList
          legend={RETURN_CASE_TEXTS.newHardwareLabel}
          items={newHardware.map((product) => ({
            value: product.productNumber,
            label: `${product.name} (${product.productNumber})`,
          }))}
          selected={choices.newProductNumbers}
          onChange={(newProductNumbers) => update({ newProductNumbers })}
          error={errorOf('newProductNumbers')}
          empty={emptyText('Ingen utrustning att välja.')}
        />
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor="return-description">{RETURN_CASE_TEXTS.descriptionLabel}</Label>
        <Textarea
          id="return-description"
          value={choices.description}
          aria-invalid={errorOf('description') ? true : undefined}
          onChange={(event) => update({ description: event.target.value })}
        />
        {errorOf('description') && <p className="text-xs text-destructive">{errorOf('description')}</p>}
      </div>
      <DatePickerField
        id="return-date"
        label={RETURN_CASE_TEXTS.returnDateLabel}
        min={today ?? undefined}
        value={choices.returnDate}
        onChange={(returnDate) => update({ returnDate })}
        error={errorOf('returnDate')}
      />
      <FormField
        id="return-parent-case"
        label={RETURN_CASE_TEXTS.parentCaseLabel}
        value={parentText}
        onChange={(text) => {
          setParentText(text);
          update({ parentCaseNumber: parentCaseOf(text) });
        }}
      />
    </OperationForm>
  );
}
