import {
  isValidThrough,
  TEMPORARY_ADDRESS_CLOSE_MS,
  TEMPORARY_ADDRESS_TEXTS,
  type TemporaryAddressForm,
  temporaryAddressSchema,
  VALID_THROUGH_PAST_MESSAGE,
} from '@sappis/shared/customers/temporary-address';
import { isoDay } from '@sappis/shared/dates';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { trpc } from '@/lib/trpc.ts';
import { FormField, fieldErrorsOf } from './form-field.tsx';
import type { PanelProps } from './panel-host.tsx';
import { useSaveStatus } from './use-save-status.ts';

const FIELDS: { key: keyof TemporaryAddressForm; label: string; type?: string }[] = [
  { key: 'name', label: 'Namn' },
  { key: 'co', label: 'C/o' },
  { key: 'address', label: 'Adress' },
  { key: 'zipCode', label: 'Postnummer' },
  { key: 'city', label: 'Ort' },
  { key: 'phoneNumber', label: 'Telefon' },
  { key: 'validThrough', label: 'Giltig t.o.m.', type: 'date' },
];

/** Document 3 panel 5: the temporary delivery address, valid through a date; the panel closes 2 s after saving. */
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
  const saveStatus = useSaveStatus(TEMPORARY_ADDRESS_CLOSE_MS, close);
  const busy = saveStatus.status !== 'idle';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = temporaryAddressSchema.safeParse(values);
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (values.validThrough && !isValidThrough(values.validThrough, isoDay())) {
      fieldErrors.validThrough = VALID_THROUGH_PAST_MESSAGE;
    }
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) return;
    saveStatus.start();
    try {
      await mutation.mutateAsync({ customerNumber: customer.customerNumber, ...parsed.data });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      saveStatus.succeed();
    } catch {
      saveStatus.fail();
    }
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
      {saveStatus.status === 'saved' && (
        <p role="status" className="text-sm text-emerald-700">
          {TEMPORARY_ADDRESS_TEXTS.saved}
        </p>
      )}
      {saveStatus.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {TEMPORARY_ADDRESS_TEXTS.failed}
        </p>
      )}
    </form>
  );
}
