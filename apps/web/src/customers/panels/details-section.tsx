import {
  CUSTOMER_DETAILS_LOCK_MS,
  CUSTOMER_DETAILS_TEXTS,
  type CustomerDetailsUpdate,
  changedFields,
  customerDetailsUpdateSchema,
} from '@sappis/shared/customers/customer-details';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { FormField, fieldErrorsOf } from './form-field.tsx';
import { PanelFooter } from './panel-footer.tsx';
import { useSaveStatus } from './use-save-status.ts';

export interface SectionField {
  key: string;
  label: string;
}

/**
 * One section of the change-customer-details panel: its editable fields, read-only fields shown above, save
 * disabled until a value differs; 'Uppdaterar kunduppgifter...', then 'Kunduppgifterna har uppdaterats' and
 * the section stays locked for 1.8 s.
 */
export function DetailsSection({
  customerNumber,
  section,
  title,
  fields,
  stored,
  readOnly,
  extra,
}: {
  customerNumber: number;
  section: CustomerDetailsUpdate['section'];
  title: string;
  fields: SectionField[];
  stored: Record<string, string>;
  readOnly?: ReactNode;
  /** Extra editable values (a select) rendered after the text fields. */
  extra?: (
    values: Record<string, string>,
    set: (key: string, value: string) => void,
    locked: boolean,
  ) => ReactNode;
}) {
  const [values, setValues] = useState<Record<string, string>>(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const saveStatus = useSaveStatus(CUSTOMER_DETAILS_LOCK_MS);
  const mutation = trpc.customers.updateDetails.useMutation();
  const locked = saveStatus.status !== 'idle' && saveStatus.status !== 'failed';
  const changed = changedFields(stored, values).length > 0;
  const set = (key: string, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = customerDetailsUpdateSchema.safeParse({ section, values });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }))));
      return;
    }
    setErrors({});
    saveStatus.start();
    try {
      await mutation.mutateAsync({ customerNumber, update: parsed.data });
      await utils.customers.byNumber.invalidate({ customerNumber });
      if (section === 'invoice') await utils.customers.invoiceDelivery.invalidate({ customerNumber });
      saveStatus.succeed();
    } catch (error) {
      setServerError(userMessageOf(error));
      saveStatus.fail();
    }
  };

  return (
    <form onSubmit={submit} aria-label={title} className="flex flex-col gap-3 border-b pb-5 last:border-b-0">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {readOnly}
      {fields.map((field) => (
        <FormField
          key={field.key}
          id={`${section}-${field.key}`}
          label={field.label}
          value={values[field.key] ?? ''}
          readOnly={locked}
          error={errors[field.key]}
          onChange={(value) => set(field.key, value)}
        />
      ))}
      {extra?.(values, set, locked)}
      <PanelFooter>
        <Button type="submit" disabled={!changed || locked}>
          Spara
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {saveStatus.status === 'saving' && CUSTOMER_DETAILS_TEXTS.saving}
          {saveStatus.status === 'saved' && CUSTOMER_DETAILS_TEXTS.saved}
        </p>
      </PanelFooter>
      {serverError && (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      )}
    </form>
  );
}
