import { findRow } from '@/agreement-rows/find-row.ts';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useProductName } from '@/system/product-name.tsx';

/**
 * The static channel view of a package: title with product id and total count, 'Kanaler' in a grid by position
 * ('Plats n'), 'Endast i {product} Play' for play-only channels, and 'Ingår i {product} Play (n)'.
 */
export default function ChannelViewPanel({ customer, params }: PanelProps) {
  const productName = useProductName();
  const packageRowId = Number(params.get('row'));
  const ownRow = findRow(customer, params) !== null;
  const query = trpc.channels.channelPackage.useQuery({ packageRowId }, { enabled: ownRow });
  if (!ownRow || query.error)
    return (
      <p className="text-sm text-destructive">{userMessageOf(query.error, 'Kanalpaketet hittades inte')}</p>
    );
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  const tv = query.data.available.filter((channel) => channel.tv);
  const playOnly = query.data.available.filter((channel) => !channel.tv && channel.play);
  const inPlay = tv.filter((channel) => channel.play).length;
  return (
    <div className="flex flex-col gap-4" data-testid="channel-view">
      <h3 className="font-semibold">
        {query.data.productNumber} ({query.data.available.length})
      </h3>
      <p className="text-sm text-muted-foreground">
        Ingår i {productName} Play ({inPlay})
      </p>
      <section aria-label="Kanaler">
        <h4 className="mb-2 text-sm font-semibold">Kanaler</h4>
        <ul className="grid grid-cols-3 gap-2">
          {tv.map((channel) => (
            <li key={channel.productNumber} className="rounded-md border p-2 text-sm">
              <span className="block font-medium">{channel.name}</span>
              <span className="text-xs text-muted-foreground">Plats {channel.position}</span>
            </li>
          ))}
        </ul>
      </section>
      {playOnly.length > 0 && (
        <section aria-label={`Endast i ${productName} Play`}>
          <h4 className="mb-2 text-sm font-semibold">Endast i {productName} Play</h4>
          <ul className="grid grid-cols-3 gap-2">
            {playOnly.map((channel) => (
              <li key={channel.productNumber} className="rounded-md border p-2 text-sm">
                {channel.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
