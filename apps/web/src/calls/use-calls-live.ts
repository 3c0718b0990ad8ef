import { trpc } from '@/lib/trpc.ts';

/** Keeps the caller log and customers' calls live: each call event (and a reconnect) refetches them. No polling. */
export function useCallsLive() {
  const utils = trpc.useUtils();
  const refetch = () => {
    void utils.calls.list.invalidate();
    void utils.calls.byCustomer.invalidate();
  };
  trpc.calls.onChanged.useSubscription({}, { onStarted: refetch, onData: refetch });
}
