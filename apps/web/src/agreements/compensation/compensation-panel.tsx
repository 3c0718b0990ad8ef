import {
  COMPENSATION_TEXTS,
  type CompensationChoices,
  planCompensation,
} from '@sappis/shared/agreements/operations/compensation/compensation';
import { operationHandlerOf } from '@sappis/shared/agreements/operations/handler';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';

const FIELDS = ['amount', 'reason', 'startDate', 'endDate'] as const;

/** Compensate customer (document 2 sections 2, 5, 9): a credit of at most 500 kr on the next or this invoice. */
export default function CompensationPanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [choices, setChoices] = useState<CompensationChoices>({
    amount: '',
    reason: '',
    startDate: '',
    endDate: '',
    invoiceTiming: 'NEXT',
  });
  const [touched, setTouched] = useState(false);
  const user = useCurrentUser();
  const handler = useMemo(() => operationHandlerOf(user), [user]);
  const plan = useCallback(
    (context: OperationContext, today: string) => planCompensation(context, choices, today, handler),
    [choices, handler],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.agreements.compensate.useMutation();
  const set = (key: keyof CompensationChoices) => (value: string) =>
    setChoices((current) => ({ ...current, [key]: value }));
  const errorOf = (field: string) =>
    touched && planned.outcome && !planned.outcome.ok ? planned.outcome.refusals[field]?.[0] : undefined;

  return (
    <OperationForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? [...FIELDS] : undefined}
      successText={() => COMPENSATION_TEXTS.success}
      failureText={COMPENSATION_TEXTS.failure}
      submitLabel="Kompensera"
      onClose={close}
      onInvalid={() => setTouched(true)}
      send={(requestId, planFingerprint) =>
        mutation.mutateAsync({ requestId, agreementNumber: agreementNumber ?? 0, planFingerprint, choices })
      }
    >
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
      />
      <FormField
        id="compensation-amount"
        label="Belopp (kr)"
        value={choices.amount}
        onChange={set('amount')}
        error={errorOf('amount')}
      />
      <p className="text-xs text-muted-foreground">{COMPENSATION_TEXTS.largeAmountHint}</p>
      <FormField
        id="compensation-reason"
        label="Orsak"
        value={choices.reason}
        onChange={set('reason')}
        error={errorOf('reason')}
      />
      <DatePickerField
        id="compensation-start"
        label="Startdatum"
        value={choices.startDate}
        onChange={set('startDate')}
        error={errorOf('startDate')}
      />
      <DatePickerField
        id="compensation-end"
        label="Slutdatum"
        value={choices.endDate}
        onChange={set('endDate')}
        error={errorOf('endDate')}
      />
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">Fakturering</legend>
        {(['NEXT', 'THIS'] as const).map((timing) => (
          <label key={timing} className="flex items-center gap-2">
            <input
              type="radio"
              name="compensation-timing"
              checked={choices.invoiceTiming === timing}
              onChange={() => setChoices((current) => ({ ...current, invoiceTiming: timing }))}
            />
            {COMPENSATION_TEXTS.invoiceTimings[timing]}
          </label>
        ))}
      </fieldset>
    </OperationForm>
  );
}
