import { type ActivationRow, activationCards, canActivateHardware } from '@sappis/shared/agreements/hardware';
import { isoDay } from '@sappis/shared/dates';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { DatePickerField } from '@/customers/panels/date-picker-field.tsx';
import { SelectField } from '@/customers/panels/form-field.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

const ACTIVATION_TOAST_MS = 6000;

/** Runs a row mutation: the server's text in a snackbar (success or error), then `refresh`. */
function useRowAction(refresh: () => Promise<void>) {
  const toast = useToast();
  return async (work: () => Promise<{ message: string }>, duration?: number) => {
    try {
      const result = await work();
      await refresh();
      toast(result.message, { severity: 'success', duration });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };
}

/** The delivery date (start date) of a hardware or card row, updated with the server's text. */
export function DeliveryDateControl({
  row,
  id,
  refresh,
}: {
  row: { id: number; startDate: string | null };
  id: string;
  refresh: () => Promise<void>;
}) {
  const [date, setDate] = useState(row.startDate ?? '');
  const mutation = trpc.agreementRows.updateDeliveryDate.useMutation();
  const run = useRowAction(refresh);
  return (
    <div className="flex flex-col gap-2">
      <DatePickerField id={id} label="Leveransdatum" value={date} onChange={setDate} />
      <Button
        size="sm"
        className="self-start"
        disabled={!date || date === row.startDate || mutation.isPending}
        onClick={() => run(() => mutation.mutateAsync({ rowId: row.id, deliveryDate: date }))}
      >
        Uppdatera leveransdatum
      </Button>
    </div>
  );
}

/**
 * Activation (card swap): an inactive box or card (card 0) takes the card of the agreement's active hardware of
 * the same kind, which gets 99. Nothing for an active row; a note when there is nothing to replace.
 */
export function ActivationControl({
  row,
  agreementRows,
  id,
  refresh,
}: {
  row: ActivationRow;
  agreementRows: readonly ActivationRow[];
  id: string;
  refresh: () => Promise<void>;
}) {
  const cards = activationCards(row, agreementRows, isoDay());
  const [card, setCard] = useState('');
  const chosen = cards.includes(Number(card)) ? Number(card) : cards[0];
  const activation = trpc.agreementRows.activateHardware.useMutation();
  const run = useRowAction(refresh);
  if (!canActivateHardware(row)) return null;
  return (
    <section aria-label="Aktivera hårdvara" className="flex flex-col gap-3">
      {chosen === undefined ? (
        <p className="text-sm text-muted-foreground">
          Det finns ingen aktiv hårdvara av samma slag på avtalet att byta ut.
        </p>
      ) : (
        <>
          <SelectField
            id={id}
            label="Ersätter hårdvaran på kort"
            value={String(chosen)}
            disabled={activation.isPending}
            onChange={setCard}
          >
            {cards.map((value) => (
              <option key={value} value={value}>
                Kort {value}
              </option>
            ))}
          </SelectField>
          <Button
            size="sm"
            className="self-start"
            disabled={activation.isPending}
            onClick={() =>
              run(() => activation.mutateAsync({ rowId: row.id, card: chosen }), ACTIVATION_TOAST_MS)
            }
          >
            Aktivera
          </Button>
        </>
      )}
    </section>
  );
}
