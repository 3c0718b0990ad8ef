import { trpc } from '@/lib/trpc.ts';

/**
 * Keeps the address page live: a change to an agreement at the address, or an agreement given the address,
 * refetches the page (and so does a reconnect, which may have missed some).
 */
export function useAddressLive(addressId: string) {
  const utils = trpc.useUtils();
  const refetch = () => void utils.addresses.byId.invalidate({ addressId });
  trpc.addresses.onChanged.useSubscription(
    { addressId },
    { enabled: addressId !== '', onStarted: refetch, onData: refetch },
  );
}
