import { historyActionName, operationRecordLines } from '@sappis/shared';
import { formatDateTime } from '@/lib/format.ts';
import type { RouterOutputs } from '@/lib/trpc.ts';

export type HistoryEntryData = RouterOutputs['history']['list']['entries'][number];

/** Where the write was: the agreement and row, the case, or the customer itself. */
function placeOf(entry: HistoryEntryData): string {
  if (entry.caseNumber !== null) return `Ärende ${entry.caseNumber}`;
  if (entry.row) return `Avtal ${entry.agreementNumber} · rad ${entry.row.productName}`;
  if (entry.agreementNumber !== null) return `Avtal ${entry.agreementNumber}`;
  return 'Kunden';
}

/** One write of the customer's history: what, who, when, where, and what an operation did. */
export function HistoryEntry({ entry }: { entry: HistoryEntryData }) {
  const lines = entry.record ? operationRecordLines(entry.record) : [];
  return (
    <li className="rounded-md border p-3 text-sm" aria-label={historyActionName(entry.action)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium" title={entry.action}>
          {historyActionName(entry.action)}
        </span>
        <time className="text-xs text-muted-foreground" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="text-xs text-muted-foreground">
        {placeOf(entry)} · {entry.user?.name ?? 'Systemet'}
      </p>
      {lines.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {lines.map((line, index) => (
            // Lines may repeat (two rows of the same product ending the same day).
            // biome-ignore lint/suspicious/noArrayIndexKey: the record's lines never reorder
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
