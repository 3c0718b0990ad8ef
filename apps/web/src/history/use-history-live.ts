import { trpc } from '@/lib/trpc.ts';

/**
 * Keeps an open history live: each write to the customer (and a reconnect, which may have missed some) refetches
 * the customer's history and its user filter. No polling.
 */
export function useHistoryLive(customerNumber: number) {
  const utils = trpc.useUtils();
  const refetch = () => {
    void utils.history.list.invalidate({ customerNumber });
    void utils.history.authors.invalidate({ customerNumber });
  };
  trpc.history.onChanged.useSubscription({ customerNumber }, { onStarted: refetch, onData: refetch });
}
