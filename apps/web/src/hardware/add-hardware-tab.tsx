import {
  addHardwareRefusal,
  HARDWARE_KIND_LABELS,
  HARDWARE_KINDS,
  HARDWARE_PRODUCT_GROUPS,
  HARDWARE_TEXTS,
  type HardwareKind,
  type HardwareProductGroup,
  type HardwareValidation,
  IDENTIFIER_LABELS,
  identifierRefusal,
} from '@sappis/shared/hardware/hardware-panel';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FormField, SelectField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { FeedbackLine } from './feedback-line.tsx';
import type { Equipment } from './hardware-model.ts';
import { useHardwareRefresh } from './use-hardware-refresh.ts';

type Validated = HardwareValidation & { kind: HardwareKind; identifier: string };

/**
 * Lägg till utrustning: a box/module, router/modem or program card. Validate first; 'Lägg till' is enabled only
 * after a valid result for the identifier as typed, and editing it resets the validation. Refused on an ended
 * agreement. The server refuses what the form refuses.
 */
export function AddHardwareTab({ equipment }: { equipment: Equipment }) {
  const utils = trpc.useUtils();
  const add = trpc.hardware.add.useMutation();
  const refresh = useHardwareRefresh(null);
  const { requestId, renew } = useRequestId();
  const [kind, setKind] = useState<HardwareKind>('CARD');
  const [identifier, setIdentifier] = useState('');
  const [validated, setValidated] = useState<Validated | null>(null);
  const [validating, setValidating] = useState(false);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);

  if (equipment.ended)
    return (
      <p role="alert" className="text-sm text-destructive">
        {HARDWARE_TEXTS.agreementEnded}
      </p>
    );

  const lengthRefusal = identifier === '' ? null : identifierRefusal(kind, identifier);
  const addRefusal = addHardwareRefusal(equipment, { kind, identifier }, validated);
  const reset = () => {
    setValidated(null);
    setFeedback(null);
  };

  const validate = async () => {
    setValidating(true);
    setFeedback(null);
    try {
      const result = await utils.hardware.validate.fetch({
        agreementNumber: equipment.agreementNumber,
        kind,
        identifier,
      });
      setValidated({ ...result, kind, identifier: identifier.trim() });
      if (!result.valid)
        setFeedback({ ok: false, text: HARDWARE_TEXTS.validationFailed(result.error ?? '') });
    } catch (error) {
      setValidated(null);
      setFeedback({ ok: false, text: userMessageOf(error) });
    } finally {
      setValidating(false);
    }
  };

  const submit = async () => {
    try {
      const result = await add.mutateAsync({
        requestId,
        agreementNumber: equipment.agreementNumber,
        kind,
        identifier,
      });
      setFeedback({ ok: true, text: result.message });
      setIdentifier('');
      setValidated(null);
      renew();
      await refresh(equipment.agreementNumber);
    } catch (error) {
      setFeedback({ ok: false, text: userMessageOf(error) });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        id="add-hardware-kind"
        label="Typ av utrustning"
        value={kind}
        onChange={(value) => {
          setKind(value as HardwareKind);
          reset();
        }}
      >
        {HARDWARE_KINDS.map((value) => (
          <option key={value} value={value}>
            {HARDWARE_KIND_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <FormField
        id="add-hardware-identifier"
        label={IDENTIFIER_LABELS[kind]}
        value={identifier}
        error={lengthRefusal ?? undefined}
        onChange={(value) => {
          setIdentifier(value);
          reset();
        }}
      />
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={identifier === '' || lengthRefusal !== null || validating}
          onClick={validate}
        >
          {validating ? 'Validerar...' : 'Validera'}
        </Button>
        <Button disabled={addRefusal !== null || add.isPending} onClick={submit}>
          Lägg till
        </Button>
      </div>
      {validated?.valid && validated.hardware && (
        <p role="status" className="text-sm text-emerald-700">
          Giltig: {validated.hardware.name} ({validated.hardware.productId})
          {validated.hardware.serialNumber ? `, serienummer ${validated.hardware.serialNumber}` : ''}
        </p>
      )}
      <FeedbackLine feedback={feedback} />
      <section aria-label="Tillgängliga produkter" className="flex flex-col gap-1 border-t pt-3 text-xs">
        <h3 className="text-sm font-medium">Tillgängliga produkter</h3>
        {(Object.keys(HARDWARE_PRODUCT_GROUPS) as HardwareProductGroup[]).map((group) => (
          <p key={group}>
            <span className="font-medium">{HARDWARE_PRODUCT_GROUPS[group].label}:</span>{' '}
            {equipment.products[group].map((product) => product.name).join(', ') || '-'}
          </p>
        ))}
      </section>
    </div>
  );
}
