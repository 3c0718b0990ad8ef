import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';
import { useNow } from '@/lib/use-now.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { formatAge } from './queue-model.ts';
import { useQueueChanges } from './use-queue-changes.ts';

/** /sappis/case-queues: the team-lead overview, every visible queue with live numbers. */
export function CaseQueuesPage() {
  const queues = trpc.caseQueues.list.useQuery();
  useQueueChanges();
  const now = useNow(60_000);

  if (queues.isPending) return <PageLoading />;
  if (queues.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(queues.error, 'Kunde inte hämta köerna.')}
      </p>
    );
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col">
      <PageHeader
        title="Ärendeköer"
        description="Antal ärenden, äldsta ärende och låsta ärenden per kö, live."
      />
      {queues.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Det finns inga köer att visa.</p>
      ) : (
        <Card>
          <Table data-testid="queue-overview">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Kö</TableHead>
                <TableHead className="text-right">Ärenden</TableHead>
                <TableHead className="text-right">Äldsta ärende</TableHead>
                <TableHead className="text-right">Låsta</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {queues.data.map((queue) => (
                <TableRow key={queue.id} data-queue-id={queue.id}>
                  <TableCell className="font-medium">
                    <Link to={`/sappis/case-queues/${queue.id}`} className="text-primary hover:underline">
                      {queue.name}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right tabular-nums" data-testid="queue-count">
                    {queue.count}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {queue.oldestCreatedAt ? formatAge(queue.oldestCreatedAt, now) : '-'}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    <span className="inline-flex items-center gap-1">
                      {queue.lockedCount > 0 && (
                        <Lock aria-hidden="true" className="size-3.5 text-amber-700" />
                      )}
                      {queue.lockedCount}
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </div>
  );
}
