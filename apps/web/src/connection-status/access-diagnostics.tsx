import {
  ACCESS_DIAGNOSTICS,
  type AccessDiagnosticKind,
  type connectionStatusTexts,
  toggleDiagnostic,
} from '@sappis/shared/connection-status/connection-status';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { trpc } from '@/lib/trpc.ts';

function DiagnosticResult({
  accessId,
  kind,
  texts,
}: {
  accessId: number;
  kind: AccessDiagnosticKind;
  texts: ReturnType<typeof connectionStatusTexts>;
}) {
  // Loaded on demand and kept: opening it again shows the cached answer.
  const query = trpc.connectionStatus.diagnostic.useQuery(
    { accessId, kind },
    { staleTime: Number.POSITIVE_INFINITY, retry: false },
  );
  if (!query.data) return <QueryState query={query} loading={texts.loading} />;
  return (
    <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-2 text-xs">
      {query.data.output}
    </pre>
  );
}

/** The five diagnostic buttons: each loads on demand; clicking the open one again closes it. */
export function AccessDiagnostics({
  accessId,
  texts,
}: {
  accessId: number;
  texts: ReturnType<typeof connectionStatusTexts>;
}) {
  const [open, setOpen] = useState<AccessDiagnosticKind | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {ACCESS_DIAGNOSTICS.map((item) => (
          <Button
            key={item.kind}
            variant={open === item.kind ? 'default' : 'outline'}
            size="sm"
            aria-pressed={open === item.kind}
            onClick={() => setOpen((current) => toggleDiagnostic(current, item.kind))}
          >
            {item.label}
          </Button>
        ))}
      </div>
      {open && (
        <div data-testid="access-diagnostic" data-kind={open}>
          <DiagnosticResult accessId={accessId} kind={open} texts={texts} />
        </div>
      )}
    </div>
  );
}
