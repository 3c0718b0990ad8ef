import { trpc } from '@/lib/trpc.ts';

/**
 * Keeps the disruptions live: a disruption created or changed anywhere refetches the page's list and the open
 * customer views' disruptions (and so does a reconnect, which may have missed some).
 */
export function useDisruptionsLive() {
  const utils = trpc.useUtils();
  const refetch = () => {
    void utils.disruptions.list.invalidate();
    void utils.disruptions.forCustomer.invalidate();
  };
  trpc.disruptions.onChanged.useSubscription({}, { onStarted: refetch, onData: refetch });
}
