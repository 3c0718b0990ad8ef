import {
  isValidThrough,
  TEMPORARY_ADDRESS_CLOSE_MS,
  TEMPORARY_ADDRESS_TEXTS,
  TEMPORARY_ADDRESS_TOAST_MS,
  type TemporaryAddressForm,
  temporaryAddressSchema,
  VALID_THROUGH_PAST_MESSAGE,
} from '@sappis/shared/customers/temporary-address';
import { isoDay } from '@sappis/shared/dates';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { FormField, fieldErrorsOf } from './form-field.tsx';
import type { PanelProps } from './panel-props.ts';

const FIELDS: { key: keyof TemporaryAddressForm; label: string; type?: string }[] = [
  { key: 'name', label: 'Namn' },
  { key: 'co', label: 'C/o' },
  { key: 'address', label: 'Adress' },
  { key: 'zipCode', label: 'Postnummer' },
  { key: 'city', label: 'Ort' },
  { key: 'phoneNumber', label: 'Telefon' },
  { key: 'validThrough', label: 'Giltig t.o.m.', type: 'date' },
];

/**
 * Document 3 panel 5: the temporary delivery address, valid through a date. A save says so in a snackbar
 * (3 s) and closes the panel after 2 s; a failure says so in an error snackbar and keeps the panel open (and
 * the input editable) so nothing typed is lost.
 */
export default function TemporaryAddressPanel({ customer, close }: PanelProps) {
  const current = customer.temporaryAddress;
  const [values, setValues] = useState<TemporaryAddressForm>({
    name: current?.name ?? customer.name,
    co: current?.co ?? '',
    address: current?.address ?? '',
    zipCode: current?.zipCode ?? '',
    city: current?.city ?? '',
    phoneNumber: current?.phoneNumber ?? '',
    validThrough: current?.validThrough ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = trpc.useUtils();
  const mutation = trpc.customers.updateTemporaryAddress.useMutation();
  const toast = useToast();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const busy = status !== 'idle';
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => closeRef.current(), TEMPORARY_ADDRESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = temporaryAddressSchema.safeParse(values);
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (values.validThrough && !isValidThrough(values.validThrough, isoDay())) {
      fieldErrors.validThrough = VALID_THROUGH_PAST_MESSAGE;
    }
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) return;
    setStatus('saving');
    try {
      await mutation.mutateAsync({ customerNumber: customer.customerNumber, ...parsed.data });
    } catch {
      setStatus('idle');
      toast(TEMPORARY_ADDRESS_TEXTS.failed, { severity: 'error', duration: TEMPORARY_ADDRESS_TOAST_MS });
      return;
    }
    setStatus('saved');
    toast(TEMPORARY_ADDRESS_TEXTS.saved, { severity: 'success', duration: TEMPORARY_ADDRESS_TOAST_MS });
    void utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Tillfällig utdelningsadress">
      {FIELDS.map((field) => (
        <FormField
          key={field.key}
          id={`temporary-${field.key}`}
          label={field.label}
          type={field.type}
          value={values[field.key]}
          readOnly={busy}
          error={errors[field.key]}
          onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
        />
      ))}
      <Button type="submit" className="self-start" disabled={busy}>
        Spara
      </Button>
    </form>
  );
}
