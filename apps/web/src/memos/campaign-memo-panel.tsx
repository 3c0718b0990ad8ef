import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** Campaign memo (`?panel=campaign-memo&campaign=<id>`). */
export default function CampaignMemoPanel({ params }: PanelProps) {
  const id = Number(params.get('campaign'));
  const query = trpc.memos.campaignMemo.useQuery({ id }, { enabled: id > 0 });
  if (!(id > 0) || query.error)
    return (
      <p className="text-sm text-destructive">{userMessageOf(query.error, 'Kampanjen hittades inte')}</p>
    );
  if (query.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="campaign-memo">
      <h3 className="font-semibold">
        {query.data.name} ({query.data.code})
      </h3>
      <p className="whitespace-pre-line">{query.data.memo || 'Kampanjen har inget memo.'}</p>
    </div>
  );
}
