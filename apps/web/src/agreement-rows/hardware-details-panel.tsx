import { cardLabel, classifyHardware, HARDWARE_CLASS_LABELS } from '@sappis/shared/agreements/hardware';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { ActivationControl, DeliveryDateControl } from '@/hardware/row-controls.tsx';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { findRow } from './find-row.ts';

/**
 * Hardware details: the row's data (card 0 'Ej aktiv'), its delivery date and the activation of an inactive box
 * or card (the same controls as in the hardware panel's 'Utrustning', which 'Hantera utrustning' opens).
 */
export default function HardwareDetailsPanel({ customer, params }: PanelProps) {
  const found = findRow(customer, params);
  const utils = trpc.useUtils();
  const { openPanel } = usePanel();
  if (!found) return <p className="text-sm text-destructive">Avtalsraden hittades inte</p>;
  const { row, agreementNumber } = found;
  const agreementRows =
    customer.agreements.find((agreement) => agreement.agreementNumber === agreementNumber)?.rows ?? [];
  const refresh = async () => {
    await Promise.all([
      utils.customers.byNumber.invalidate({ customerNumber: customer.customerNumber }),
      utils.hardware.equipment.invalidate({ agreementNumber }),
    ]);
  };

  const facts: [string, string | null][] = [
    ['Avtal', String(agreementNumber)],
    ['Produkt', `${row.productName} (${row.productNumber})`],
    ['Kort', cardLabel(row.card)],
    ['Klass', HARDWARE_CLASS_LABELS[classifyHardware(row)]],
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
      <DeliveryDateControl row={row} id="delivery-date" refresh={refresh} />
      <div className="border-t pt-4">
        <ActivationControl row={row} agreementRows={agreementRows} id="activation-card" refresh={refresh} />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => openPanel('manage-hardware', { agreement: String(agreementNumber) })}
      >
        Hantera utrustning
      </Button>
    </div>
  );
}
