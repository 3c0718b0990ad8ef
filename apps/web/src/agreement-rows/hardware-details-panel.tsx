import { cardLabel, classifyHardware, HARDWARE_CLASS_LABELS } from '@sappis/shared/agreements/hardware';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import type { PanelProps } from '@/customers/panels/panel-host.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { findRow } from './find-row.ts';

/** Hardware details: the row's data (card 0 'Ej aktiv') and its delivery date, updated with the server's text. */
export default function HardwareDetailsPanel({ customer, params }: PanelProps) {
  const found = findRow(customer, params);
  const [date, setDate] = useState(found?.row.startDate ?? '');
  const toast = useToast();
  const utils = trpc.useUtils();
  const mutation = trpc.agreementRows.updateDeliveryDate.useMutation();
  if (!found) return <p className="text-sm text-destructive">Avtalsraden hittades inte</p>;
  const { row, agreementNumber } = found;
  const hardwareClass = classifyHardware(row);

  const save = async () => {
    try {
      const result = await mutation.mutateAsync({ rowId: row.id, deliveryDate: date });
      await utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber });
      toast(result.message);
    } catch (error) {
      toast(userMessageOf(error), { variant: 'error' });
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
    </div>
  );
}
