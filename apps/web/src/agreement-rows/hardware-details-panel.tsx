import {
  activationCards,
  canActivateHardware,
  cardLabel,
  classifyHardware,
  HARDWARE_CLASS_LABELS,
} from '@sappis/shared/agreements/hardware';
import { isoDay } from '@sappis/shared/dates';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { FormField, SelectField } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-host.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { findRow } from './find-row.ts';

/**
 * Hardware details: the row's data (card 0 'Ej aktiv') and its delivery date, updated with the server's text; an
 * inactive box or card is activated in place of the active hardware on a chosen card (the old one gets 99).
 */
export default function HardwareDetailsPanel({ customer, params }: PanelProps) {
  const found = findRow(customer, params);
  const [date, setDate] = useState(found?.row.startDate ?? '');
  const toast = useToast();
  const utils = trpc.useUtils();
  const mutation = trpc.agreementRows.updateDeliveryDate.useMutation();
  const activation = trpc.agreementRows.activateHardware.useMutation();
  const agreementRows =
    customer.agreements.find((agreement) => agreement.agreementNumber === found?.agreementNumber)?.rows ?? [];
  const cards = found ? activationCards(found.row, agreementRows, isoDay()) : [];
  const [card, setCard] = useState('');
  const chosenCard = cards.includes(Number(card)) ? Number(card) : cards[0];
  if (!found) return <p className="text-sm text-destructive">Avtalsraden hittades inte</p>;
  const { row, agreementNumber } = found;
  const hardwareClass = classifyHardware(row);

  const save = async () => {
    try {
      const result = await mutation.mutateAsync({ rowId: row.id, deliveryDate: date });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      toast(result.message, { severity: 'success' });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };

  const activate = async () => {
    if (chosenCard === undefined) return;
    try {
      const result = await activation.mutateAsync({ rowId: row.id, card: chosenCard });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      toast(result.message, { severity: 'success', duration: 6000 });
    } catch (error) {
      toast(userMessageOf(error), { severity: 'error' });
    }
  };

  const facts: [string, string | null][] = [
    ['Avtal', String(agreementNumber)],
    ['Produkt', `${row.productName} (${row.productNumber})`],
    ['Kort', cardLabel(row.card)],
    ['Klass', HARDWARE_CLASS_LABELS[hardwareClass]],
    ['Serienummer', row.serialNumber],
    ['CAM-id', row.camId],
    ['Kortnummer', row.cardNumber],
    ['Säljdatum', formatDate(row.saleDate)],
    ['Slutdatum', formatDate(row.endDate)],
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="hardware-details">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      <FormField id="delivery-date" label="Leveransdatum" type="date" value={date} onChange={setDate} />
      <Button
        className="self-start"
        disabled={!date || date === row.startDate || mutation.isPending}
        onClick={save}
      >
        Uppdatera leveransdatum
      </Button>
      {canActivateHardware(row) && (
        <section aria-label="Aktivera hårdvara" className="flex flex-col gap-3 border-t pt-4">
          {cards.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Det finns ingen aktiv hårdvara av samma slag på avtalet att byta ut.
            </p>
          ) : (
            <>
              <SelectField
                id="activation-card"
                label="Ersätter hårdvaran på kort"
                value={String(chosenCard)}
                disabled={activation.isPending}
                onChange={setCard}
              >
                {cards.map((value) => (
                  <option key={value} value={value}>
                    Kort {value}
                  </option>
                ))}
              </SelectField>
              <Button className="self-start" disabled={activation.isPending} onClick={activate}>
                Aktivera
              </Button>
            </>
          )}
        </section>
      )}
    </div>
  );
}
