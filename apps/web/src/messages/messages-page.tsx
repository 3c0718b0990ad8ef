import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { Pager } from '@/components/pager.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { trpc } from '@/lib/trpc.ts';
import { PageLoading } from '@/shell/page-loading.tsx';
import { MessageLine } from './message-line.tsx';
import { useMarkRead } from './use-mark-read.ts';

export const MESSAGES_PAGE_SIZE = 20;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /sappis/meddelanden: all the user's messages, newest first, a page at a time; single messages marked read. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('sida'));
  const query = trpc.messages.list.useQuery(
    { page, pageSize: MESSAGES_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { markRead } = useMarkRead();
  const setPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('sida', String(next));
    else search.delete('sida');
    setParams(search);
  };

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-slate-700">
        <p>Kunde inte hämta meddelanden.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Försök igen
        </Button>
      </div>
    );
  }
  const { messages, total, unreadCount, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <div className="mx-auto flex max-w-4xl flex-col">
      <PageHeader
        title="Meddelanden"
        description={`${unreadCount} ${unreadCount === 1 ? 'oläst' : 'olästa'} av ${total}`}
      />
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">Du har inga meddelanden.</p>
      ) : (
        <Card
          aria-busy={query.isPlaceholderData}
          className={query.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <ul className="divide-y" data-testid="messages-list">
            {messages.map((message) => (
              <li key={message.id} className="flex items-center justify-between gap-3 px-5 py-3">
                <MessageLine message={message} />
                <div className="flex shrink-0 items-center gap-2">
                  {message.caseNumber !== null && (
                    <Button asChild variant="ghost" size="sm">
                      <Link to={`/sappis/cases/${message.caseNumber}`}>Öppna ärendet</Link>
                    </Button>
                  )}
                  {message.read ? (
                    <Badge variant="secondary">Läst</Badge>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={markRead.isPending && markRead.variables?.id === message.id}
                      onClick={() => markRead.mutate({ id: message.id })}
                    >
                      Markera som läst
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            onPage={setPage}
            className="justify-end border-t px-5 py-3 text-sm"
          />
        </Card>
      )}
    </div>
  );
}
