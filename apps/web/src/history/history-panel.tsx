import type { HistoryFilter } from '@sappis/shared';
import { useState } from 'react';
import { CustomerCalls } from '@/calls/customer-calls.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { HistoryEntry } from './history-entry.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { useHistoryLive } from './use-history-live.ts';

/**
 * 'Historik': every write that concerns the customer, newest first — who did what, when, on which agreement or
 * row, and what an agreement operation did (its preview, kept with it). Filterable; live while open. Above it, the
 * customer's phone calls.
 */
export default function HistoryPanel({ customer }: PanelProps) {
  const { customerNumber } = customer;
  const [filter, setFilter] = useState<HistoryFilter>({});
  useHistoryLive(customerNumber);
  const history = trpc.history.list.useInfiniteQuery(
    { customerNumber, filter },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <CustomerCalls customerNumber={customerNumber} />
      <HistoryFilters customer={customer} filter={filter} onChange={setFilter} />
      {history.isLoading && <p className="text-sm text-muted-foreground">Laddar...</p>}
      {history.error && (
        <p role="alert" className="text-sm text-destructive">
          Kunde inte hämta historiken.
        </p>
      )}
      {history.isSuccess && entries.length === 0 && (
        <p className="text-sm text-muted-foreground">Ingen historik att visa.</p>
      )}
      <ul aria-label="Historik" className="flex flex-col gap-2">
        {entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {history.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Visa äldre
        </Button>
      )}
    </div>
  );
}
