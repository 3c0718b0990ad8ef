import { isoDay } from '@sappis/shared/dates';
import { useState } from 'react';
import { agreementLabel } from '@/agreements/operations/agreement-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Customer } from '@/customers/customer-model.ts';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import { SelectField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';
import { FeedbackLine } from './feedback-line.tsx';
import type { Equipment } from './hardware-model.ts';
import { useHardwareRefresh } from './use-hardware-refresh.ts';

/** Överför utrustning: chosen equipment to another of the customer's agreements from a date. */
export function TransferHardwareTab({ customer, equipment }: { customer: Customer; equipment: Equipment }) {
  const targets = customer.agreements.filter(
    (agreement) => !agreement.ended && agreement.agreementNumber !== equipment.agreementNumber,
  );
  const movable = equipment.rows.filter((row) => row.endDate === null);
  const [target, setTarget] = useState('');
  const [rowIds, setRowIds] = useState<number[]>([]);
  const [date, setDate] = useState(isoDay());
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const transfer = trpc.hardware.transfer.useMutation();
  const refresh = useHardwareRefresh(customer.customerNumber);
  const { requestId, renew } = useRequestId();
  if (targets.length === 0)
    return (
      <p className="text-sm text-muted-foreground">Kunden har inget annat aktivt avtal att överföra till.</p>
    );
  const toAgreementNumber = Number(target || targets[0]?.agreementNumber);

  const submit = async () => {
    try {
      const result = await transfer.mutateAsync({
        requestId,
        fromAgreementNumber: equipment.agreementNumber,
        toAgreementNumber,
        rowIds,
        date,
      });
      setFeedback({ ok: true, text: result.message });
      setRowIds([]);
      renew();
      await refresh(equipment.agreementNumber, toAgreementNumber);
    } catch (error) {
      setFeedback({ ok: false, text: userMessageOf(error) });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        id="transfer-target"
        label="Till avtal"
        value={String(toAgreementNumber)}
        onChange={setTarget}
      >
        {targets.map((agreement) => (
          <option key={agreement.agreementNumber} value={agreement.agreementNumber}>
            {agreementLabel(agreement)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">Utrustning</legend>
        {movable.length === 0 && <p className="text-muted-foreground">Ingen utrustning att överföra.</p>}
        {movable.map((row) => (
          <label key={row.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={rowIds.includes(row.id)}
              onChange={(event) =>
                setRowIds((current) =>
                  event.target.checked ? [...current, row.id] : current.filter((id) => id !== row.id),
                )
              }
            />
            {row.displayName} {row.cardNumber ?? row.camId ?? ''} (kortrad {row.card})
          </label>
        ))}
      </fieldset>
      <DatePickerField id="transfer-date" label="Datum" value={date} onChange={setDate} />
      <Button
        className="self-start"
        disabled={rowIds.length === 0 || !date || transfer.isPending}
        onClick={submit}
      >
        Överför
      </Button>
      <FeedbackLine feedback={feedback} />
    </div>
  );
}
