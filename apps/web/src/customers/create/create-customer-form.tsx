import {
  CREATE_CUSTOMER_TEXTS,
  canCreateCustomer,
  displayPersonalNumber,
  EMPTY_NEW_CUSTOMER,
  NEW_CUSTOMER_LABELS,
  type NewCustomerField,
  type NewCustomerValues,
  validateNewCustomer,
} from '@sappis/shared/customers/create-customer';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import { PanelFooter } from '@/customers/panels/panel-footer.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import type { LookedUpPerson } from './personal-number-lookup.tsx';

export type CreatedCustomer = RouterOutputs['customers']['create'];

const EDITABLE: { field: NewCustomerField; type?: string; required?: boolean }[] = [
  { field: 'firstName', required: true },
  { field: 'lastName', required: true },
  { field: 'address', required: true },
  { field: 'postalCode', required: true },
  { field: 'city', required: true },
  { field: 'email', type: 'email', required: true },
  // Marked required in the form (document 3 section 5), not checked as such.
  { field: 'mobilePhone', type: 'tel', required: true },
  { field: 'phone', type: 'tel' },
];

/** 'Den nya kunden har skapats.' (document 3 section 8). */
export function CustomerCreatedNotice() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 text-sm text-green-700"
      data-testid="customer-created"
    >
      <CheckCircle2 className="size-4" aria-hidden="true" /> {CREATE_CUSTOMER_TEXTS.created}
    </p>
  );
}

/**
 * The create-customer form (document 3 sections 3, 5, 8): the looked-up personal number read-only as 8 digits, a
 * dash and 4 digits, the fields with every rule (all errors collected), the button enabled only when the required
 * fields are filled and valid; then 'Den nya kunden har skapats.' or 'Något gick fel: {message}'. Used by manual
 * activation (with `placeAgreementNumber`: an agreement at that address) and by the assignment's 'Skapa ny kund'.
 */
export function CreateCustomerForm({
  person,
  initial = {},
  placeAgreementNumber = null,
  onCreated,
}: {
  person: LookedUpPerson;
  initial?: Partial<NewCustomerValues>;
  placeAgreementNumber?: number | null;
  onCreated: (created: CreatedCustomer) => void;
}) {
  const [values, setValues] = useState<NewCustomerValues>(() => ({
    ...EMPTY_NEW_CUSTOMER,
    ...initial,
    firstName: person.firstName || initial.firstName || '',
    lastName: person.lastName || initial.lastName || '',
    personalNumber: displayPersonalNumber(person.personalNumber),
  }));
  const [touched, setTouched] = useState<Partial<Record<NewCustomerField, boolean>>>({});
  const [result, setResult] = useState<
    { ok: true; created: CreatedCustomer } | { ok: false; message: string } | null
  >(null);
  const mutation = trpc.customers.create.useMutation();
  const { requestId, renew } = useRequestId();
  const errors = validateNewCustomer(values);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canCreateCustomer(values)) return;
    try {
      const created = await mutation.mutateAsync({
        requestId,
        values,
        withCreditCheck: person.withCreditCheck,
        placeAgreementNumber,
      });
      renew();
      setResult({ ok: true, created });
      onCreated(created);
    } catch (error) {
      setResult({ ok: false, message: userMessageOf(error) });
    }
  };

  if (result?.ok) return <CustomerCreatedNotice />;
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="create-customer-form">
      <FormField
        id="new-customer-personalNumber"
        label={NEW_CUSTOMER_LABELS.personalNumber}
        value={values.personalNumber}
        readOnly
        error={errors.personalNumber?.[0]}
      />
      {EDITABLE.map(({ field, type, required }) => (
        <FormField
          key={field}
          id={`new-customer-${field}`}
          label={`${NEW_CUSTOMER_LABELS[field]}${required ? ' *' : ''}`}
          type={type}
          value={values[field]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setTouched((current) => ({ ...current, [field]: true }));
          }}
          error={touched[field] ? errors[field]?.join(' ') : undefined}
        />
      ))}
      {result && !result.ok && (
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <XCircle className="size-4" aria-hidden="true" /> {CREATE_CUSTOMER_TEXTS.failure(result.message)}
        </p>
      )}
      <PanelFooter>
        <Button type="submit" disabled={!canCreateCustomer(values) || mutation.isPending}>
          {mutation.isPending ? 'Skapar...' : CREATE_CUSTOMER_TEXTS.submit}
        </Button>
      </PanelFooter>
    </form>
  );
}
