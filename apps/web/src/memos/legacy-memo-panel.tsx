import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** Legacy memo of an agreement (`?panel=legacy-memo&agreement=<n>`). */
export default function LegacyMemoPanel({ params }: PanelProps) {
  const agreementNumber = Number(params.get('agreement'));
  const query = trpc.memos.legacyMemo.useQuery({ agreementNumber }, { enabled: agreementNumber > 0 });
  if (!(agreementNumber > 0) || query.error)
    return <p className="text-sm text-destructive">{userMessageOf(query.error, 'Avtalet hittades inte')}</p>;
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="legacy-memo">
      <h3 className="font-semibold">Avtal {agreementNumber}</h3>
      <p className="whitespace-pre-line">{query.data.text || 'Det finns inget memo på avtalet.'}</p>
    </div>
  );
}
