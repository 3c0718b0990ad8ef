import {
  cardMessage,
  diagnosticsMessages,
  entitlementState,
  isExpiredOrExpiresToday,
  playMessage,
  programCardStateLabel,
  type TvDiagnosticsTexts,
  tvDiagnosticsTexts,
} from '@sappis/shared/tv-diagnostics/tv-diagnostics';
import { useEffect, useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useLastCustomerChange } from '@/customers/customer-changes.ts';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { trpc } from '@/lib/trpc.ts';
import { cn } from '@/lib/utils.ts';
import { useProductName } from '@/system/product-name.tsx';
import { CardActions } from './card-actions.tsx';
import { SignalHistory } from './signal-history.tsx';

type Diagnostics = RouterOutputs['tvDiagnostics']['overview'];
type TvCard = Diagnostics['cards'][number];
type TvDevice = Diagnostics['devices'][number];

/** Today as the browser sees it (yyyy-MM-dd), for the red 'Går ut idag eller har utgått'. */
const localToday = () => formatDate(new Date());

export function Expiry({ date, today, texts }: { date: string; today: string; texts: TvDiagnosticsTexts }) {
  const expired = isExpiredOrExpiresToday(date, today);
  return (
    <span
      className={cn('tabular-nums', expired && 'font-medium text-red-700')}
      title={expired ? texts.expired : undefined}
    >
      {formatDate(date)}
      {expired && <span className="block text-xs">{texts.expired}</span>}
    </span>
  );
}

function CardBlock({
  card,
  devices,
  texts,
  customerNumber,
}: {
  card: TvCard;
  devices: TvDevice[];
  texts: TvDiagnosticsTexts;
  customerNumber: number;
}) {
  const today = localToday();
  const message = cardMessage(card, devices, texts);
  return (
    <section
      className="flex flex-col gap-2 rounded-md border p-3"
      data-testid="tv-card"
      aria-label={`Kort ${card.cardNumber}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">Kort {card.cardNumber}</h4>
        <span className="text-xs text-muted-foreground">{programCardStateLabel(card.state)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">CAM-id</dt>
        <dd>{card.camId ?? '-'}</dd>
        <dt className="text-muted-foreground">Avtal</dt>
        <dd>{card.orderNumber ?? '-'}</dd>
      </dl>
      {message && <p className="text-sm text-amber-800">{message}</p>}
      {card.subscriptions.length > 0 && (
        <table className="w-full text-left text-sm" aria-label={`Abonnemang på kort ${card.cardNumber}`}>
          <thead className="text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Abonnemang</th>
              <th className="py-1 font-medium">Artikel</th>
              <th className="py-1 font-medium">Start</th>
              <th className="py-1 font-medium">Går ut</th>
            </tr>
          </thead>
          <tbody>
            {card.subscriptions.map((subscription) => (
              <tr
                key={`${subscription.articleNumber}-${subscription.startDate}`}
                className={cn('border-t align-top', subscription.invalid && 'text-muted-foreground')}
              >
                <td className="py-1">
                  {subscription.name}
                  {subscription.invalid && <span className="block text-xs">Ogiltig</span>}
                </td>
                <td className="py-1">{subscription.articleNumber}</td>
                <td className="py-1 tabular-nums">{formatDate(subscription.startDate)}</td>
                <td className="py-1">
                  <Expiry date={subscription.expireDate} today={today} texts={texts} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CardActions card={card} texts={texts} customerNumber={customerNumber} />
    </section>
  );
}

export function DeviceBlock({ device, texts }: { device: TvDevice; texts: TvDiagnosticsTexts }) {
  const today = localToday();
  const entitlement = entitlementState(device.entitlementExpiresAt, today);
  return (
    <section
      className="flex flex-col gap-2 rounded-md border p-3"
      data-testid="tv-device"
      aria-label={device.model}
    >
      <h4 className="font-medium">{device.model}</h4>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">CAM-id</dt>
        <dd>{device.camId}</dd>
        <dt className="text-muted-foreground">MAC-adress</dt>
        <dd>{device.macAddress ?? '-'}</dd>
        <dt className="text-muted-foreground">Serienummer</dt>
        <dd>{device.serialNumber ?? '-'}</dd>
        <dt className="text-muted-foreground">Sändning</dt>
        <dd>
          {device.transmission}
          {device.mode ? ` (${device.mode})` : ''}
        </dd>
        <dt className="text-muted-foreground">Firmware</dt>
        <dd>{device.firmwareVersion ?? '-'}</dd>
        <dt className="text-muted-foreground">Entitlement</dt>
        <dd>
          {entitlement === 'MISSING' || device.entitlementExpiresAt === null ? (
            <span className="text-red-700">{texts.noEntitlement}</span>
          ) : (
            <Expiry date={device.entitlementExpiresAt} today={today} texts={texts} />
          )}
        </dd>
        <dt className="text-muted-foreground">Senast ansluten</dt>
        <dd>{device.lastConnectedAt ? formatDateTime(device.lastConnectedAt) : '-'}</dd>
        <dt className="text-muted-foreground">Avtal</dt>
        <dd>{device.vismaOrderNumber ?? '-'}</dd>
      </dl>
      {device.notSupportedInfo && <p className="text-sm text-amber-800">{device.notSupportedInfo}</p>}
    </section>
  );
}

function Diagnostics({
  customerNumber,
  texts,
  productName,
}: {
  customerNumber: number;
  texts: TvDiagnosticsTexts;
  productName: string;
}) {
  const query = trpc.tvDiagnostics.overview.useQuery({ customerNumber });
  if (!query.data) return <QueryState query={query} loading={'Hämtar tv-diagnostik...'} />;
  const diagnostics = query.data;
  const messages = diagnosticsMessages(diagnostics, texts).filter(
    (message) => message !== playMessage(diagnostics.play, texts),
  );
  const play = playMessage(diagnostics.play, texts);
  return (
    <div className="flex flex-col gap-4" data-testid="tv-diagnostics">
      {messages.map((message) => (
        <p key={message} role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {message}
        </p>
      ))}
      {diagnostics.cards.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Programkort</h3>
          {diagnostics.cards.map((card) => (
            <CardBlock
              key={card.cardNumber}
              card={card}
              devices={diagnostics.devices}
              texts={texts}
              customerNumber={customerNumber}
            />
          ))}
        </div>
      )}
      {diagnostics.devices.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Enheter</h3>
          {diagnostics.devices.map((device) => (
            <DeviceBlock key={device.camId} device={device} texts={texts} />
          ))}
        </div>
      )}
      <div className="flex flex-col gap-1" data-testid="tv-play">
        <h3 className="text-sm font-semibold">{productName} Play</h3>
        {play ? (
          <p className="text-sm text-amber-800">{play}</p>
        ) : (
          <>
            <p className="text-sm">Play-id: {diagnostics.play.playId}</p>
            <p className="text-sm text-muted-foreground">Kanaler: {diagnostics.play.channels.join(', ')}</p>
          </>
        )}
      </div>
    </div>
  );
}

/** Another agent's troubleshooting or signal on this customer (a live 'customer.changed'): read the card data again. */
function useTvChangesOf(customerNumber: number) {
  const utils = trpc.useUtils();
  const change = useLastCustomerChange(customerNumber);
  useEffect(() => {
    if (!change?.change.startsWith('tvDiagnostics.')) return;
    void utils.tvDiagnostics.overview.invalidate({ customerNumber });
    void utils.tvDiagnostics.signalHistory.invalidate({ customerNumber });
  }, [change, customerNumber, utils]);
}

/** TV diagnostics and signal history (document 3 panel 6): tabs Tv-diagnostik and Signalhistorik. */
export default function TvDiagnosticsPanel({ customer }: PanelProps) {
  const productName = useProductName();
  const texts = tvDiagnosticsTexts(productName);
  const [tab, setTab] = useState('diagnostics');
  useTvChangesOf(customer.customerNumber);
  return (
    <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-3">
      <TabsList className="px-0">
        <TabsTrigger value="diagnostics">{texts.diagnosticsTab}</TabsTrigger>
        <TabsTrigger value="signal-history">{texts.signalHistoryTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="diagnostics">
        <Diagnostics customerNumber={customer.customerNumber} texts={texts} productName={productName} />
      </TabsContent>
      <TabsContent value="signal-history">
        <SignalHistory customerNumber={customer.customerNumber} texts={texts} />
      </TabsContent>
    </Tabs>
  );
}
