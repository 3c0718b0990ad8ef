import {
  type PaymentMethodChangeChoices,
  paymentTypeLabel,
  planPaymentMethodChange,
  SELECTABLE_PAYMENT_TYPES,
  PAYMENT_METHOD_CHANGE_TEXTS as TEXTS,
} from '@sappis/shared/agreements/operations/payment-method/payment-method-change';
import type { OperationContext } from '@sappis/shared/agreements/operations/snapshot';
import { useCallback, useState } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormField, SelectField } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import { OperationForm } from '../operations/operation-form.tsx';
import { useOperationPlan } from '../operations/use-operation-plan.ts';

const FIELDS = ['newPaymentType', 'description'];

/** The first payment type the customer can change to. */
function otherPaymentType(current: string): PaymentMethodChangeChoices['newPaymentType'] {
  const other = SELECTABLE_PAYMENT_TYPES.find((type) => type.key !== current && type.key !== 'OTHER');
  return other?.key ?? 'BANKGIRO';
}

/**
 * Payment-method change (document 1 section 7.1): opens a case 'Byte av betalsätt från X till Y' with the required
 * 'Beskrivning', related to the customer through the chosen agreement (the first active one by default).
 */
export default function PaymentMethodChangePanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params, { activeOnly: false }),
  );
  const [choices, setChoices] = useState<PaymentMethodChangeChoices>(() => ({
    newPaymentType: otherPaymentType(customer.paymentType),
    description: '',
  }));
  const [touched, setTouched] = useState(false);
  const plan = useCallback(
    (context: OperationContext) => planPaymentMethodChange(context, choices),
    [choices],
  );
  const planned = useOperationPlan(agreementNumber, plan);
  const mutation = trpc.agreements.changePaymentMethod.useMutation();
  const current = planned.context?.customer.paymentType ?? customer.paymentType;
  const errorOf = (field: string) =>
    touched && planned.outcome && !planned.outcome.ok ? planned.outcome.refusals[field]?.[0] : undefined;
  const descriptionError = errorOf('description');

  return (
    <OperationForm
      customerNumber={customer.customerNumber}
      agreementNumber={agreementNumber}
      planned={planned}
      shownFields={touched ? FIELDS : undefined}
      submitLabel={TEXTS.submit}
      successText={(result) => TEXTS.success(result.caseNumbers[0] ?? 0)}
      failureText={TEXTS.failure}
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
        activeOnly={false}
      />
      <FormField id="payment-current" label={TEXTS.currentLabel} value={paymentTypeLabel(current)} readOnly />
      <SelectField
        id="payment-new"
        label={TEXTS.newLabel}
        value={choices.newPaymentType}
        onChange={(value) =>
          setChoices((prior) => ({
            ...prior,
            newPaymentType: value as PaymentMethodChangeChoices['newPaymentType'],
          }))
        }
      >
        {SELECTABLE_PAYMENT_TYPES.map((type) => (
          <option key={type.key} value={type.key}>
            {type.label}
          </option>
        ))}
      </SelectField>
      {errorOf('newPaymentType') && <p className="text-xs text-destructive">{errorOf('newPaymentType')}</p>}
      <div className="flex flex-col gap-1">
        <Label htmlFor="payment-description">{TEXTS.descriptionLabel}</Label>
        <Textarea
          id="payment-description"
          value={choices.description}
          required
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? 'payment-description-error' : undefined}
          onChange={(event) => setChoices((prior) => ({ ...prior, description: event.target.value }))}
        />
        {descriptionError && (
          <p id="payment-description-error" className="text-xs text-destructive">
            {descriptionError}
          </p>
        )}
      </div>
    </OperationForm>
  );
}
