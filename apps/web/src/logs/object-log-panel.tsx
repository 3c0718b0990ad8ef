import { SanitizedHtml } from '@/components/sanitized-html.tsx';
import type { PanelProps } from '@/customers/panels/panel-host.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';

const loading = <p className="text-sm text-muted-foreground">Laddar...</p>;
const failed = (what: string) => (
  <p role="alert" className="text-sm text-destructive">
    Kunde inte hämta {what}.
  </p>
);

/** Log information (document 2): the customer's log entries (loggId, by, created, updated, category, text) and case logs. */
export default function ObjectLogPanel({ customer }: PanelProps) {
  const entries = trpc.logs.objectLog.useQuery({ objectType: 'kund', objectId: customer.customerNumber });
  const caseLogs = trpc.logs.caseLogs.useQuery({ customerNumber: customer.customerNumber });
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Logg" className="flex flex-col gap-2">
        <h3 className="font-medium">Logg</h3>
        {entries.isLoading && loading}
        {entries.error && failed('loggen')}
        {entries.data?.length === 0 && <p className="text-sm text-muted-foreground">Inga loggposter.</p>}
        <ul className="flex flex-col gap-3">
          {entries.data?.map((entry) => (
            <li key={entry.id} className="rounded-md border p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                Logg {entry.id} · {entry.categoryName} ({entry.categoryId}) · {entry.createdBy}
              </p>
              <p className="text-xs text-muted-foreground">
                Skapad {formatDateTime(entry.createdAt)} · Uppdaterad {formatDateTime(entry.updatedAt)}
              </p>
              <SanitizedHtml safeHtml={entry.safeHtml} className="mt-2" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Ärendeloggar" className="flex flex-col gap-2">
        <h3 className="font-medium">Ärendeloggar</h3>
        {caseLogs.isLoading && loading}
        {caseLogs.error && failed('ärendeloggarna')}
        {caseLogs.data?.length === 0 && <p className="text-sm text-muted-foreground">Inga ärendeloggar.</p>}
        <ul className="flex flex-col gap-2">
          {caseLogs.data?.map((log) => (
            <li key={log.id} className="rounded-md border p-2 text-sm">
              <p className="text-xs text-muted-foreground">
                Ärende {log.caseNumber} ({log.caseHeader}) · {formatDateTime(log.createdAt)} · {log.userName}
                {log.auto ? ' · automatisk' : ''}
              </p>
              <p className="whitespace-pre-wrap">{log.message}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
