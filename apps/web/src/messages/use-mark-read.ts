import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/** markRead / markAllRead with exactly the message queries they change refreshed. */
export function useMarkRead() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const settle = (counts: { unreadCount: number }) => {
    utils.messages.unreadCount.setData(undefined, { count: counts.unreadCount });
    void utils.messages.latest.invalidate();
    void utils.messages.list.invalidate();
  };
  const onError = (error: unknown) => toast(userMessageOf(error), { severity: 'error' });
  const markRead = trpc.messages.markRead.useMutation({ onSuccess: settle, onError });
  const markAllRead = trpc.messages.markAllRead.useMutation({ onSuccess: settle, onError });
  return { markRead, markAllRead };
}
