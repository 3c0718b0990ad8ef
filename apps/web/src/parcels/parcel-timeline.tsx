import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';

export type Parcel = RouterOutputs['parcels']['forCustomer'][number];
export type TimelineEntry = Parcel['timeline'][number];

/** The parcel's timeline, newest first: title, then date and time and city ('Göteborg' for warehouse stages). */
export function ParcelTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Inga händelser ännu.</p>;
  return (
    <ol className="flex flex-col gap-3 border-l border-slate-200 pl-4" data-testid="parcel-timeline">
      {entries.map((entry, index) => (
        <li
          key={`${entry.kind}-${entry.status}-${entry.occurredAt ?? index}`}
          className="relative"
          data-testid="parcel-timeline-entry"
        >
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[21px] size-2.5 rounded-full ${index === 0 ? 'bg-primary' : 'bg-slate-300'}`}
          />
          <p className="text-sm font-medium text-slate-900">{entry.title}</p>
          <p className="text-xs text-muted-foreground">
            {[entry.occurredAt ? formatDateTime(entry.occurredAt) : null, entry.city]
              .filter(Boolean)
              .join(', ')}
          </p>
        </li>
      ))}
    </ol>
  );
}
