import { disruptionStatusLabel } from '@sappis/shared/disruptions/disruption-labels';
import { DisclosureRow } from '@/components/disclosure-row.tsx';
import { NoticeSection } from '@/components/notice-section.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { DisruptionEvents } from './disruption-card.tsx';
import { useDisruptionsLive } from './use-disruptions-live.ts';

/**
 * The customer view's ongoing disruptions that touch the customer's addresses or networks, kept live: one line
 * each (title, status, latest update) that opens to its events.
 */
export function CustomerDisruptions({ customerNumber }: { customerNumber: number }) {
  useDisruptionsLive();
  const disruptions = trpc.disruptions.forCustomer.useQuery({ customerNumber });
  if (!disruptions.data || disruptions.data.length === 0) return null;
  return (
    <NoticeSection
      title="Driftstörningar"
      count={disruptions.data.length}
      defaultOpen
      tone="warning"
      data-testid="customer-disruptions"
    >
      <ul className="flex flex-col">
        {disruptions.data.map((disruption) => (
          <DisclosureRow
            key={disruption.id}
            data-testid="disruption"
            summary={
              <>
                <span className="truncate font-medium text-slate-900">{disruption.title}</span>
                <Badge
                  variant={disruption.markAsFinished ? 'success' : 'warning'}
                  data-testid="disruption-status"
                >
                  {disruptionStatusLabel(disruption.markAsFinished)}
                </Badge>
                {disruption.events[0] && (
                  <span className="ml-auto shrink-0 text-xs tabular-nums text-muted-foreground">
                    {formatDateTime(disruption.events[0].UpdatedAt)}
                  </span>
                )}
              </>
            }
          >
            <DisruptionEvents events={disruption.events} />
          </DisclosureRow>
        ))}
      </ul>
    </NoticeSection>
  );
}
