import type { TvDiagnosticsTexts } from '@sappis/shared/tv-diagnostics/tv-diagnostics';
import { QueryState } from '@/components/query-state.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { cn } from '@/lib/utils.ts';

/** Signalhistorik: the customer's signals, newest first, or 'Ingen signalhistorik funnen'. */
export function SignalHistory({
  customerNumber,
  texts,
}: {
  customerNumber: number;
  texts: TvDiagnosticsTexts;
}) {
  const query = trpc.tvDiagnostics.signalHistory.useQuery({ customerNumber });
  if (!query.data) return <QueryState query={query} loading={'Hämtar signalhistorik...'} />;
  const { entries } = query.data;
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{texts.noSignalHistory}</p>;
  return (
    <table className="w-full text-left text-sm" aria-label="Signalhistorik" data-testid="signal-history">
      <thead className="text-muted-foreground">
        <tr>
          <th className="py-1 font-medium">Signaldatum</th>
          <th className="py-1 font-medium">Signalkod</th>
          <th className="py-1 font-medium">Status</th>
          <th className="py-1 font-medium">Produkt</th>
          <th className="py-1 font-medium">Kort</th>
          <th className="py-1 font-medium">Meddelande</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t align-top">
            <td className="py-1 tabular-nums">{formatDateTime(entry.signalDate)}</td>
            <td className="py-1">{entry.signalCode}</td>
            <td className={cn('py-1', entry.status !== 'OK' && 'text-red-700')}>{entry.status}</td>
            <td className="py-1">{entry.product}</td>
            <td className="py-1">{entry.card ?? '-'}</td>
            <td className="py-1">
              {entry.message ?? '-'}
              {entry.errorMessage && <span className="block text-xs text-red-700">{entry.errorMessage}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
