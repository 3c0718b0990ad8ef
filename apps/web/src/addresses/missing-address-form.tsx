import { type MissingAddress, missingAddressSchema } from '@sappis/shared/addresses/address-cases';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField, fieldErrorsOf } from '@/customers/panels/form-field.tsx';

export const EMPTY_MISSING_ADDRESS: MissingAddress = {
  street: '',
  number: '',
  entrance: '',
  apartment: '',
  zip: '',
  city: '',
  note: '',
};

const FIELDS: { key: keyof MissingAddress; label: string }[] = [
  { key: 'street', label: 'Gata' },
  { key: 'number', label: 'Nummer' },
  { key: 'entrance', label: 'Uppgång (valfri)' },
  { key: 'apartment', label: 'Lägenhet (valfri)' },
  { key: 'zip', label: 'Postnummer' },
  { key: 'city', label: 'Ort' },
  { key: 'note', label: 'Kommentar (valfri)' },
];

/** The full address of an address missing from the register (a missing-address request needs all of it). */
export function MissingAddressForm({
  submitLabel,
  pending,
  onValid,
  onChange,
}: {
  submitLabel: string;
  pending: boolean;
  onValid: (address: MissingAddress) => void;
  onChange?: (address: MissingAddress) => void;
}) {
  const [values, setValues] = useState<MissingAddress>(EMPTY_MISSING_ADDRESS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = missingAddressSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    onValid(parsed.data);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      {FIELDS.map((field) => (
        <FormField
          key={field.key}
          id={`missing-address-${field.key}`}
          label={field.label}
          value={values[field.key]}
          onChange={(value) => {
            const next = { ...values, [field.key]: value };
            setValues(next);
            onChange?.(next);
          }}
          error={errors[field.key]}
        />
      ))}
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** After a search: the link 'Adressen saknas – …' that opens the missing-address form under it. */
export function MissingAddressSection({
  visible,
  open,
  onToggle,
  linkLabel,
  ...form
}: {
  visible: boolean;
  open: boolean;
  onToggle: () => void;
  linkLabel: string;
  submitLabel: string;
  pending: boolean;
  onValid: (address: MissingAddress) => void;
}) {
  if (!visible) return null;
  return (
    <>
      <Button type="button" variant="link" className="self-start px-0" onClick={onToggle}>
        {linkLabel}
      </Button>
      {open && <MissingAddressForm {...form} />}
    </>
  );
}
