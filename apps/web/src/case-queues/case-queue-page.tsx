import { keepPreviousData } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { pageCount, parsePage } from '@/cases/case-list-model.ts';
import { CasePager } from '@/cases/case-pager.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { trpc } from '@/lib/trpc.ts';
import { isNotFound, userMessageOf } from '@/lib/trpc-errors.ts';
import { useNow } from '@/lib/use-now.ts';
import { WatchQueueToggle } from '@/messages/watch-queue-toggle.tsx';
import { PageLoading } from '@/shell/page-loading.tsx';
import { QueueCaseTable } from './queue-case-table.tsx';
import { QUEUE_PAGE_SIZE } from './queue-model.ts';
import { useQueueChanges } from './use-queue-changes.ts';

/** /sappis/case-queues/:queueId — the queue's cases (priority, then age), live, a page at a time. */
export function CaseQueuePage() {
  const queueId = Number(useParams().queueId);
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('sida'));
  const valid = Number.isSafeInteger(queueId) && queueId > 0;
  const query = trpc.caseQueues.get.useQuery(
    { id: queueId, page, pageSize: QUEUE_PAGE_SIZE },
    { enabled: valid, placeholderData: keepPreviousData },
  );
  useQueueChanges(valid ? queueId : undefined);
  const now = useNow(60_000);

  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('sida', String(next));
    else search.delete('sida');
    setParams(search);
  };

  if (!valid || (query.isError && isNotFound(query.error))) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm">
        <p role="alert">Kön finns inte.</p>
        <Link to="/sappis/case-queues" className="text-primary hover:underline">
          Till ärendeköerna
        </Link>
      </div>
    );
  }
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(query.error, 'Kunde inte hämta kön.')}
      </p>
    );
  }
  const result = query.data;
  const pages = pageCount(result.total, result.pageSize);
  return (
    <div className="mx-auto flex max-w-7xl flex-col">
      <PageHeader
        title={result.queue.name}
        description={
          <Link to="/sappis/case-queues" className="hover:underline">
            Ärendeköer
          </Link>
        }
        actions={<WatchQueueToggle queueId={queueId} />}
      />
      {result.total === 0 ? (
        <p className="text-sm text-muted-foreground">Inga ärenden i kön.</p>
      ) : (
        <Card
          aria-busy={query.isPlaceholderData}
          className={query.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <QueueCaseTable cases={result.cases} now={now} />
          <CasePager page={result.page} pages={pages} total={result.total} onPage={goTo} />
        </Card>
      )}
    </div>
  );
}
