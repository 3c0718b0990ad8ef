import {
  DISRUPTION_PLATFORM_LABELS,
  disruptionStatusLabel,
} from '@sappis/shared/disruptions/disruption-labels';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';

export type Disruption = RouterOutputs['disruptions']['list'][number];

/** A disruption's events, newest first, each with its time. */
export function DisruptionEvents({ events }: { events: Disruption['events'] }) {
  return (
    <ol className="flex flex-col gap-2">
      {events.map((event) => (
        <li key={`${event.UpdatedAt}-${event.Text}`} className="text-sm">
          <span className="mr-2 text-xs tabular-nums text-muted-foreground">
            {formatDateTime(event.UpdatedAt)}
          </span>
          <span className="whitespace-pre-line text-slate-800">{event.Text}</span>
        </li>
      ))}
    </ol>
  );
}

/** Document 3 panel 25: the title, the status label (Åtgärdat / Pågående) and the event list, newest first. */
export function DisruptionCard({
  disruption,
  actions,
  children,
}: {
  disruption: Disruption;
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-md border bg-white p-4" data-testid="disruption">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold text-slate-900">{disruption.title}</h3>
          <p className="text-xs text-muted-foreground">
            {disruption.shown ? 'Visas från' : 'Visas först från'} {formatDateTime(disruption.showFrom)}
            {disruption.networks.length > 0 && ` · Nät: ${disruption.networks.join(', ')}`}
            {disruption.centrals.length > 0 && ` · Huvudcentral: ${disruption.centrals.join(', ')}`}
            {disruption.addressIds.length > 0 && ` · Adress-id: ${disruption.addressIds.join(', ')}`}
            {disruption.platforms.length > 0 &&
              ` · Tjänster: ${disruption.platforms.map((platform) => DISRUPTION_PLATFORM_LABELS[platform]).join(', ')}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={disruption.markAsFinished ? 'success' : 'warning'} data-testid="disruption-status">
            {disruptionStatusLabel(disruption.markAsFinished)}
          </Badge>
          {actions}
        </div>
      </header>
      <DisruptionEvents events={disruption.events} />
      {children}
    </article>
  );
}
