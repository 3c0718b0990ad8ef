import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import type { RouterOutputs } from '@/lib/trpc.ts';
import { type Message, MessageLine } from './message-line.tsx';

export const MESSAGES_PATH = '/sappis/meddelanden';

export interface BellPanelProps {
  latest: RouterOutputs['messages']['latest'] | undefined;
  failed: boolean;
  marking: boolean;
  onMarkAllRead: () => void;
  /** A message was chosen: it is marked read and its case opens. */
  onOpenMessage: (message: Message) => void;
  /** The panel should close (e.g. after following a link). */
  onClose: () => void;
}

function MessageList({
  messages,
  onOpenMessage,
}: {
  messages: Message[];
  onOpenMessage: (message: Message) => void;
}) {
  return (
    <ul className="flex flex-col divide-y" data-testid="bell-messages">
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            className="w-full rounded-sm px-1 py-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onOpenMessage(message)}
          >
            <MessageLine message={message} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The content of the bell's panel 'Meddelanden' (document 1 section 2.2). */
export function BellPanel({
  latest,
  failed,
  marking,
  onMarkAllRead,
  onOpenMessage,
  onClose,
}: BellPanelProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="notifications-title" className="text-sm font-semibold">
          Meddelanden
        </h2>
        {latest && latest.unreadCount > 0 && (
          <span className="text-xs text-muted-foreground" data-testid="bell-unread-summary">
            {latest.messages.length} av {latest.unreadCount} olästa
          </span>
        )}
      </div>
      {failed && <p className="text-sm text-destructive">Kunde inte hämta meddelanden.</p>}
      {!failed && !latest && <p className="text-sm text-muted-foreground">Hämtar meddelanden…</p>}
      {latest && latest.unreadCount > 0 && (
        <MessageList messages={latest.messages} onOpenMessage={onOpenMessage} />
      )}
      {latest && latest.unreadCount === 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">Du har inga olästa meddelanden</p>
          {latest.messages.length > 0 && (
            <>
              <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                Dina senaste meddelanden
              </h3>
              <MessageList messages={latest.messages} onOpenMessage={onOpenMessage} />
            </>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-between gap-2 border-t pt-3">
        <Button asChild variant="outline" size="sm">
          <Link to={MESSAGES_PATH} onClick={onClose}>
            Se alla meddelanden
          </Link>
        </Button>
        <Button
          size="sm"
          onClick={onMarkAllRead}
          disabled={marking || !latest || latest.unreadCount === 0 || latest.newestId === null}
        >
          Markera alla som lästa
        </Button>
      </div>
    </div>
  );
}
