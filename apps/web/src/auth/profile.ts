import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { shouldRetry } from '@/lib/trpc-errors.ts';

export type Profile = RouterOutputs['auth']['profile'];

/** Document 1 section 7.2: after a failed profile load, retries wait 2 seconds. */
export const PROFILE_RETRY_DELAY_MS = 2000;

/** The signed-in user's profile (UNAUTHORIZED when signed out). */
export function useProfileQuery() {
  return trpc.auth.profile.useQuery(undefined, {
    staleTime: 5 * 60_000,
    retry: shouldRetry,
    retryDelay: PROFILE_RETRY_DELAY_MS,
  });
}
