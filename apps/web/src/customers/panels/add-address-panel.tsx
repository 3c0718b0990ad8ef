import {
  ADD_ADDRESS_RETURN_MS,
  ADD_ADDRESS_TEXTS,
  type AddAddressForm,
  addAddressSchema,
} from '@sappis/shared/customers/add-address';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { FormField, fieldErrorsOf } from './form-field.tsx';
import type { PanelProps } from './panel-props.ts';
import { usePanel } from './use-panel.ts';

const FIELDS: { key: keyof AddAddressForm; label: string; placeholder?: string }[] = [
  { key: 'street', label: 'Gata' },
  { key: 'number', label: 'Nummer' },
  { key: 'entrance', label: 'Uppgång (valfri)' },
  { key: 'apartment', label: 'Lägenhet (valfri)', placeholder: 'xxxx' },
  { key: 'zip', label: 'Postnummer' },
  { key: 'city', label: 'Ort' },
];

const EMPTY: AddAddressForm = { street: '', number: '', entrance: '', apartment: '', zip: '', city: '' };

/**
 * Add address (document 1 section 2.5): street, number, zip and city required, apartment as xxxx; on success the
 * text, then back after 1 s; a server error shows in red. With `?agreement=` (reached from 'Gör adressen köpbar'
 * when the register lacks the address) the address goes under that agreement's main agreement, becomes the
 * agreement's address, and 'back' is that agreement's purchasable-address view.
 */
export default function AddAddressPanel({ customer, params, close }: PanelProps) {
  const { openPanel } = usePanel();
  const [values, setValues] = useState<AddAddressForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const mutation = trpc.addresses.create.useMutation();
  const { requestId } = useRequestId();
  const utils = trpc.useUtils();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const agreement = customer.agreements.find(
    (item) => String(item.agreementNumber) === params.get('agreement'),
  );
  const requiredFilled =
    values.street.trim() && values.number.trim() && values.zip.trim() && values.city.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = addAddressSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync({
        ...parsed.data,
        requestId,
        mainAgreementNumber: agreement?.mainAgreementNumber ?? null,
        agreementNumber: agreement?.agreementNumber ?? null,
      });
      if (agreement) await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      setCreated(true);
      const back = agreement
        ? () => openPanel('make-purchasable', { agreement: String(agreement.agreementNumber) })
        : close;
      timer.current = setTimeout(back, ADD_ADDRESS_RETURN_MS);
    } catch (error) {
      setServerError(userMessageOf(error));
    }
  };

  if (created)
    return (
      <p role="status" className="text-sm text-emerald-700">
        {ADD_ADDRESS_TEXTS.created}
      </p>
    );

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Lägg till adress">
      {agreement && (
        <p className="text-sm text-muted-foreground">
          Avtal {agreement.agreementNumber}
          {agreement.mainAgreementNumber !== null && `, huvudavtal ${agreement.mainAgreementNumber}`}
        </p>
      )}
      {FIELDS.map((field) => (
        <FormField
          key={field.key}
          id={`address-${field.key}`}
          label={field.label}
          placeholder={field.placeholder}
          value={values[field.key]}
          error={errors[field.key]}
          onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
        />
      ))}
      <Button type="submit" className="self-start" disabled={!requiredFilled || mutation.isPending}>
        Skapa
      </Button>
      {serverError && (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      )}
    </form>
  );
}
