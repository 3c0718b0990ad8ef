import { MIDDLEWARE_LOOKUP_TEXTS } from '@sappis/shared/tools/tools-input';
import { programCardStateLabel, tvDiagnosticsTexts } from '@sappis/shared/tv-diagnostics/tv-diagnostics';
import { useId, useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormField, SelectField } from '@/customers/panels/form-field.tsx';
import { customerViewPath } from '@/lib/app-paths.ts';
import { formatDate } from '@/lib/format.ts';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { cn } from '@/lib/utils.ts';
import { useProductName } from '@/system/product-name.tsx';
import { DeviceBlock, Expiry } from '@/tv-diagnostics/tv-diagnostics-panel.tsx';

type Lookup = RouterOutputs['middlewareLookup']['lookup'];
type By = 'CARD' | 'CAM';

function CustomerLink({ customerNumber }: { customerNumber: number }) {
  return (
    <AppLink to={customerViewPath(customerNumber)} className="text-sm text-primary underline">
      Kund {customerNumber}
    </AppLink>
  );
}

function CardResult({ card, today }: { card: Lookup['cards'][number]; today: string }) {
  const texts = tvDiagnosticsTexts(useProductName());
  return (
    <Card
      className="flex flex-col gap-2 p-4"
      data-testid="middleware-card"
      aria-label={`Kort ${card.cardNumber}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">Kort {card.cardNumber}</h3>
        <span className="text-xs text-muted-foreground">{programCardStateLabel(card.state)}</span>
      </div>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">CAM-id</dt>
        <dd>{card.camId ?? texts.noBoxOnCard}</dd>
        <dt className="text-muted-foreground">Avtal</dt>
        <dd>{card.orderNumber ?? '-'}</dd>
        <dt className="text-muted-foreground">Felsökning</dt>
        <dd>{card.troubleshooting ? 'Pågår' : 'Nej'}</dd>
        <dt className="text-muted-foreground">Kund</dt>
        <dd>
          <CustomerLink customerNumber={card.customerNumber} />
        </dd>
      </dl>
      {card.subscriptions.length === 0 ? (
        <p className="text-sm text-red-700">{texts.noEntitlement}</p>
      ) : (
        <table className="w-full text-left text-sm" aria-label={`Entitlements på kort ${card.cardNumber}`}>
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
    </Card>
  );
}

/**
 * /sappis/middleware: look a program card or a box/CAM module up in the TV middleware (Cubiware): the card's
 * state and entitlements, the box it is paired with and its entitlement, and the customer it belongs to.
 */
export function MiddlewarePage() {
  const id = useId();
  const texts = tvDiagnosticsTexts(useProductName());
  const [by, setBy] = useState<By>('CARD');
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<{ by: By; query: string } | null>(null);
  const lookup = trpc.middlewareLookup.lookup.useQuery(asked ?? { by: 'CARD', query: '' }, {
    enabled: asked !== null,
  });
  const today = formatDate(new Date());
  const found = lookup.data;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Middleware"
        description="Slå upp ett programkort eller ett CAM-id i TV-mellanvaran (Cubiware): kortets status och entitlements, boxen det är parat med och kunden."
      />
      <Card className="p-5">
        <form
          className="grid gap-3 sm:grid-cols-[14rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (query.trim()) setAsked({ by, query: query.trim() });
          }}
        >
          <SelectField id={`${id}-by`} label="Sök på" value={by} onChange={(value) => setBy(value as By)}>
            <option value="CARD">Kortnummer</option>
            <option value="CAM">CAM-id</option>
          </SelectField>
          <FormField
            id={`${id}-query`}
            label={by === 'CARD' ? 'Kortnummer' : 'CAM-id'}
            value={query}
            onChange={setQuery}
          />
          <Button type="submit" disabled={query.trim() === ''}>
            Slå upp
          </Button>
        </form>
      </Card>
      {asked === null && (
        <p className="text-sm text-muted-foreground">
          Ange ett kortnummer eller CAM-id för att se entitlements.
        </p>
      )}
      {asked !== null && !found && <QueryState query={lookup} loading="Frågar mellanvaran..." />}
      {found && found.cards.length === 0 && found.devices.length === 0 && (
        <p role="status" className="text-sm">
          {MIDDLEWARE_LOOKUP_TEXTS.nothingFound}
        </p>
      )}
      {found && found.cards.length > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold">Programkort</h2>
          {found.cards.map((card) => (
            <CardResult key={`${card.customerNumber}-${card.cardNumber}`} card={card} today={today} />
          ))}
        </section>
      )}
      {found && found.devices.length > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold">Enheter</h2>
          {found.devices.map((device) => (
            <div key={`${device.customerNumber}-${device.camId}`} className="flex flex-col gap-1">
              <DeviceBlock device={device} texts={texts} />
              <CustomerLink customerNumber={device.customerNumber} />
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
