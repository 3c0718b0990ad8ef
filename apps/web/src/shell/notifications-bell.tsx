import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { trpc } from '@/lib/trpc.ts';
import { BellPanel } from '@/messages/bell-panel.tsx';
import type { Message } from '@/messages/message-line.tsx';
import { useMarkRead } from '@/messages/use-mark-read.ts';
import { useMessageEvents } from '@/messages/use-message-events.ts';

/** The bell of the top bar: a bullet with the unread count and the panel 'Meddelanden' (document 1 section 2.2). */
export function NotificationsBell() {
  useMessageEvents();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const unread = trpc.messages.unreadCount.useQuery();
  const latest = trpc.messages.latest.useQuery(undefined, { enabled: open });
  const { markRead, markAllRead } = useMarkRead();
  const count = unread.data?.count ?? 0;

  const openMessage = (message: Message) => {
    if (!message.read) markRead.mutate({ id: message.id });
    setOpen(false);
    if (message.caseNumber !== null) void navigate(`/sappis/cases/${message.caseNumber}`);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={count > 0 ? `Meddelanden, ${count} olästa` : 'Meddelanden'}
          data-testid="notifications-bell"
          data-unread-count={unread.data?.count}
        >
          <Bell />
          {count > 0 && (
            <span
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-white tabular-nums"
              data-testid="notifications-count"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="notifications-title" className="w-96">
        <BellPanel
          latest={latest.data}
          failed={latest.isError}
          marking={markAllRead.isPending}
          onMarkAllRead={() => {
            const upToId = latest.data?.newestId;
            if (upToId) markAllRead.mutate({ upToId });
          }}
          onOpenMessage={openMessage}
          onClose={() => setOpen(false)}
        />
      </PopoverContent>
    </Popover>
  );
}
