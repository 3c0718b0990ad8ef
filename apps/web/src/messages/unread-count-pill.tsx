import { Badge } from '@/components/ui/badge.tsx';
import { trpc } from '@/lib/trpc.ts';

/** The unread count on the 'Meddelanden' menu item (kept live by the bell's subscription). */
export function UnreadCountPill() {
  const { data } = trpc.messages.unreadCount.useQuery();
  if (!data || data.count === 0) return null;
  return (
    <Badge
      className="ml-auto tabular-nums"
      aria-label={`${data.count} ${data.count === 1 ? 'oläst' : 'olästa'}`}
      data-testid="messages-unread-pill"
    >
      {data.count}
    </Badge>
  );
}
