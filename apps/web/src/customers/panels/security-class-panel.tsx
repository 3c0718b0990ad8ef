import { NIX_CODES } from '@sappis/shared/customer-codes';
import { CUSTOMER_DETAILS_LOCK_MS, CUSTOMER_DETAILS_TEXTS } from '@sappis/shared/customers/customer-details';
import { nixCodeLabel } from '@sappis/shared/customers/nix-code';
import { SECURITY_CLASSES, type SecurityClass } from '@sappis/shared/customers/security-class';
import { securityClassFormSchema } from '@sappis/shared/customers/security-class-form';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { SelectField } from './form-field.tsx';
import type { PanelProps } from './panel-props.ts';
import { useSaveStatus } from './use-save-status.ts';

/** Document 3 panel 22: KLASSNING and NIXKOD, 'SPARA' disabled until a change; closes 1.8 s after saving. */
export default function SecurityClassPanel({ customer, close }: PanelProps) {
  const [securityClass, setSecurityClass] = useState(customer.securityClass);
  const [nixCode, setNixCode] = useState(customer.nixCodeNumber);
  const [serverError, setServerError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const mutation = trpc.customers.updateSecurityClass.useMutation();
  const saveStatus = useSaveStatus(CUSTOMER_DETAILS_LOCK_MS, (result) => result === 'saved' && close());
  const changed = securityClass !== customer.securityClass || nixCode !== customer.nixCodeNumber;
  const busy = saveStatus.status === 'saving' || saveStatus.status === 'saved';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = securityClassFormSchema.safeParse({ securityClass, nixCode });
    if (!parsed.success) return;
    setServerError(null);
    saveStatus.start();
    try {
      await mutation.mutateAsync({ customerNumber: customer.customerNumber, ...parsed.data });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      saveStatus.succeed();
    } catch (error) {
      setServerError(userMessageOf(error));
      saveStatus.fail();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Säkerhetsklassning">
      <SelectField
        id="security-class"
        label="KLASSNING"
        value={String(securityClass)}
        disabled={busy}
        onChange={(value) => setSecurityClass(Number(value) as SecurityClass)}
      >
        {SECURITY_CLASSES.map((item) => (
          <option key={item.value} value={item.value}>
            {item.value} - {item.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="nix-code"
        label="NIXKOD"
        value={String(nixCode)}
        disabled={busy}
        onChange={(value) => setNixCode(Number(value))}
      >
        {NIX_CODES.map((item) => (
          <option key={item.code} value={item.code}>
            {nixCodeLabel(item.code)}
          </option>
        ))}
      </SelectField>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={!changed || busy}>
          SPARA
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {saveStatus.status === 'saving' && CUSTOMER_DETAILS_TEXTS.saving}
          {saveStatus.status === 'saved' && CUSTOMER_DETAILS_TEXTS.saved}
        </p>
      </div>
      {serverError && (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      )}
    </form>
  );
}
