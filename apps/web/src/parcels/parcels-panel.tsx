import { LESS_INFORMATION, MORE_INFORMATION } from '@sappis/shared/parcels/timeline';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { formatDate } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { type Parcel, ParcelTimeline } from './parcel-timeline.tsx';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm text-slate-900">{value || '–'}</dd>
    </div>
  );
}

/** One parcel: shipment id, created, dimensions, weight, contents; the newest event, or all with 'Mer information'. */
function ParcelCard({ parcel }: { parcel: Parcel }) {
  const [expanded, setExpanded] = useState(false);
  const weight =
    parcel.totalWeightKg === null ? null : `${String(parcel.totalWeightKg).replace('.', ',')} kg`;
  return (
    <article className="flex flex-col gap-3 rounded-md border p-3" data-testid="parcel">
      <dl className="grid grid-cols-2 gap-2">
        <Field label="Försändelse-id" value={parcel.shipmentId} />
        <Field label="Skapad" value={formatDate(parcel.createdAt)} />
        <Field label="Mått" value={parcel.dimensions} />
        <Field label="Vikt" value={weight} />
        <div className="col-span-2">
          <Field label="Innehåll" value={parcel.products} />
        </div>
        {expanded && (
          <>
            <Field label="Status" value={parcel.statusText} />
            <Field label="Slutförd" value={parcel.completedAt ? formatDate(parcel.completedAt) : null} />
            <Field label="Mottagarort" value={parcel.consigneeCity} />
            <Field label="Information" value={parcel.information} />
          </>
        )}
      </dl>
      <ParcelTimeline entries={expanded ? parcel.timeline : parcel.timeline.slice(0, 1)} />
      <Button
        variant="link"
        size="sm"
        className="self-start px-0"
        aria-expanded={expanded}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? LESS_INFORMATION : MORE_INFORMATION}
      </Button>
    </article>
  );
}

/** Försändelser (document 3 panel 4): the customer's parcels, newest first, tracked through the carrier. */
export default function ParcelsPanel({ customer }: PanelProps) {
  const parcels = trpc.parcels.forCustomer.useQuery(
    { customerNumber: customer.customerNumber },
    { retry: false },
  );
  if (parcels.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  if (parcels.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(parcels.error)}
        </p>
        <Button variant="outline" size="sm" onClick={() => parcels.refetch()}>
          Försök igen
        </Button>
      </div>
    );
  }
  if (parcels.data.length === 0)
    return <p className="text-sm text-muted-foreground">Kunden har inga försändelser.</p>;
  return (
    <div className="flex flex-col gap-4" data-testid="parcels">
      {parcels.data.map((parcel) => (
        <ParcelCard key={parcel.shipmentId} parcel={parcel} />
      ))}
    </div>
  );
}
