import { trpc } from '@/lib/trpc.ts';

/**
 * Keeps the provisioning page live: an order whose status changed anywhere (anyone's retry) refetches the list
 * (and so does a reconnect, which may have missed some).
 */
export function useProvisioningLive() {
  const utils = trpc.useUtils();
  const refetch = () => void utils.provisioning.list.invalidate();
  trpc.provisioning.onChanged.useSubscription({}, { onStarted: refetch, onData: refetch });
}
