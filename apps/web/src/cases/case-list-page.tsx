import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { CASE_PAGE_SIZE, pageCount, parsePage } from './case-list-model.ts';
import { CasePager } from './case-pager.tsx';
import { CaseTable } from './case-table.tsx';
import { NewCaseButton } from './create-case-dialog.tsx';
import { useLiveCaseListLocks } from './use-live-case-list-locks.ts';

interface CaseListBodyProps {
  result: RouterOutputs['cases']['search'] | undefined;
  pending: boolean;
  failed: boolean;
  /** Showing the previous page while the next one loads. */
  stale: boolean;
  pages: number;
  onRetry: () => void;
  onPage: (page: number) => void;
}

function CaseListBody({ result, pending, failed, stale, pages, onRetry, onPage }: CaseListBodyProps) {
  if (pending) return <PageLoading />;
  if (failed || !result) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-slate-700">
        <p>Kunde inte hämta ärenden.</p>
        <Button variant="outline" onClick={onRetry}>
          Försök igen
        </Button>
      </div>
    );
  }
  if (result.cases.length === 0)
    return <p className="text-sm text-muted-foreground">Inga ärenden att visa.</p>;
  return (
    <Card aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
      <CaseTable cases={result.cases} />
      <CasePager page={result.page} pages={pages} total={result.total} onPage={onPage} />
    </Card>
  );
}

/** /sappis/cases — 'Alla ärenden' (document 1 section 9: page 1, sort created_at, reverse false). */
export function CaseListPage() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('sida'));
  const showFinished = params.get('avslutade') === '1';
  const switchId = useId();
  useLiveCaseListLocks();
  const query = trpc.cases.search.useQuery(
    { showFinished, page, pageSize: CASE_PAGE_SIZE, sort: 'created_at', reverse: false, filters: {} },
    { placeholderData: keepPreviousData },
  );

  const update = (next: { page?: number; showFinished?: boolean }) => {
    const search = new URLSearchParams(params);
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set('sida', String(nextPage));
    else search.delete('sida');
    if (next.showFinished ?? showFinished) search.set('avslutade', '1');
    else search.delete('avslutade');
    setParams(search);
  };

  const pages = query.data ? pageCount(query.data.total, query.data.pageSize) : 1;

  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title="Alla ärenden"
        actions={
          <>
            <div className="flex items-center gap-2">
              <Switch
                id={switchId}
                checked={showFinished}
                onCheckedChange={(checked) => update({ showFinished: checked, page: 1 })}
              />
              <Label htmlFor={switchId}>Visa avslutade</Label>
            </div>
            <NewCaseButton className="ml-2" />
          </>
        }
      />
      <CaseListBody
        result={query.data}
        pending={query.isPending}
        failed={query.isError}
        stale={query.isPlaceholderData}
        pages={pages}
        onRetry={() => void query.refetch()}
        onPage={(next) => update({ page: next })}
      />
    </div>
  );
}
