import { trpc } from '@/lib/trpc.ts';

/**
 * Keeps this tab's message queries live: each 'message.created' / 'message.read' event of the user
 * carries the unread count after the change, which goes straight into the count; the lists refetch.
 * Mounted once, by the bell (always in the shell), so every open tab of the user follows along.
 */
export function useMessageEvents() {
  const utils = trpc.useUtils();
  trpc.messages.onChanged.useSubscription(
    {},
    {
      // Anything committed before the stream started (or while it was down beyond retention): refetch.
      onStarted: () => void utils.messages.invalidate(),
      onData: ({ data: event }) => {
        if (event.type === 'resync') {
          void utils.messages.invalidate();
          return;
        }
        const unreadCount = event.payload.unreadCount;
        if (typeof unreadCount === 'number')
          utils.messages.unreadCount.setData(undefined, { count: unreadCount });
        // A refetch started after the event can only be as new or newer: it settles any race with a
        // response that was already on its way.
        void utils.messages.unreadCount.invalidate();
        void utils.messages.latest.invalidate();
        void utils.messages.list.invalidate();
      },
    },
  );
}
