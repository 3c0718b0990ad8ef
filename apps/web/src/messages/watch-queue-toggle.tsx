import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { trpc } from '@/lib/trpc.ts';
import { userMessageOf } from '@/lib/trpc-errors.ts';

/**
 * 'Bevaka kön' / 'Sluta bevaka': while watching a queue, a customer reply on a case in it sends the
 * user a message (for the queue page).
 */
export function WatchQueueToggle({ queueId }: { queueId: number }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const watched = trpc.messages.watchedQueues.useQuery();
  const watch = trpc.messages.watchQueue.useMutation({
    onSuccess: () => void utils.messages.watchedQueues.invalidate(),
    onError: (error) => toast(userMessageOf(error), { severity: 'error' }),
  });
  if (!watched.data) return null;
  const watching = watched.data.includes(queueId);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={watching}
      disabled={watch.isPending}
      onClick={() => watch.mutate({ queueId, watch: !watching })}
    >
      {watching ? <EyeOff /> : <Eye />}
      {watching ? 'Sluta bevaka' : 'Bevaka kön'}
    </Button>
  );
}
