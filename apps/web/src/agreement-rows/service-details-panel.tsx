import { ChannelLists } from '@/channels/edit-channels-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { usePanel } from '@/customers/panels/use-panel.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { findRow } from './find-row.ts';

function ChannelPackage({ rowId }: { rowId: number }) {
  const { openPanel } = usePanel();
  const query = trpc.channels.channelPackage.useQuery({ packageRowId: rowId });
  if (!query.data) return null;
  return (
    <section aria-label="Kanalpaket" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h4 className="text-sm font-semibold">Kanalpaket</h4>
        <div className="flex gap-3">
          <Button variant="link" size="sm" onClick={() => openPanel('channel-view', { row: String(rowId) })}>
            Visa kanalutbud
          </Button>
          <Button variant="link" size="sm" onClick={() => openPanel('edit-channels', { row: String(rowId) })}>
            Ändra kanaler
          </Button>
        </div>
      </div>
      <ChannelLists channels={query.data.channels} />
    </section>
  );
}

/** Service details: product intro, row details and, for a channel package, its channel lists. */
export default function ServiceDetailsPanel({ customer, params }: PanelProps) {
  const rowId = Number(params.get('row'));
  // Only rows of the customer shown: a deep link must not show another customer's row under this name.
  const ownRow = findRow(customer, params) !== null;
  const query = trpc.agreementRows.serviceDetails.useQuery({ rowId }, { enabled: ownRow });
  if (!ownRow || query.error)
    return (
      <p className="text-sm text-destructive">{userMessageOf(query.error, 'Avtalsraden hittades inte')}</p>
    );
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  const details = query.data;
  const facts: [string, string | null][] = [
    ['Avtal', String(details.agreementNumber)],
    ['Kategori', details.category],
    ['Abonnemang', details.subscriptionId],
    ['Sändningsstatus', details.transmissionText],
    ['Signalstatus', details.signalStatus],
    ['Säljare', details.sellerName],
    ['Återförsäljare', details.resellerName],
    ['Säljdatum', details.saleDate],
    ['Bunden till', details.boundUntil],
    ['Fakturerad till', details.invoicedUntil],
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="service-details">
      <section aria-label="Produkt">
        <h3 className="font-semibold">
          {details.productName} ({details.productNumber})
        </h3>
        {details.productDescription && <p className="text-sm">{details.productDescription}</p>}
      </section>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      {details.isChannelPackage && <ChannelPackage rowId={rowId} />}
    </div>
  );
}
