import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { trpc } from '@/lib/trpc.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { CallsTable } from './calls-table.tsx';
import { useCallsLive } from './use-calls-live.ts';

/** /sappis/samtal: the caller log, live, filterable by queue and 'mina samtal'. */
export function CallsPage() {
  const [queue, setQueue] = useState('');
  const [mine, setMine] = useState(false);
  useCallsLive();
  const log = trpc.calls.list.useQuery({ queue: queue || null, mine });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Samtal" description="Samtal från och till telefonisystemet, senaste först." />
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="calls-queue">Kö</Label>
          <NativeSelect id="calls-queue" value={queue} onChange={(event) => setQueue(event.target.value)}>
            <option value="">Alla köer</option>
            {log.data?.queues.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={mine} onChange={(event) => setMine(event.target.checked)} />
          Mina samtal
        </label>
      </div>
      {log.isLoading && <PageLoading />}
      {log.error && (
        <p role="alert" className="text-sm text-destructive">
          Kunde inte hämta samtalen.
        </p>
      )}
      {log.data && log.data.calls.length === 0 && (
        <p className="text-sm text-muted-foreground">Inga samtal.</p>
      )}
      {log.data && log.data.calls.length > 0 && <CallsTable calls={log.data.calls} />}
    </div>
  );
}
