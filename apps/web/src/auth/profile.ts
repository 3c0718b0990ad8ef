import { useEffect } from 'react';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { isUnauthorized, shouldRetry } from '@/lib/trpc-errors.ts';

export type Profile = RouterOutputs['auth']['profile'];

/** Document 1 section 7.2: after a failed profile load, retries wait 2 seconds. */
export const PROFILE_RETRY_DELAY_MS = 2000;

/** The signed-in user's profile (UNAUTHORIZED when signed out). A failed load is logged (document 1 section 8). */
export function useProfileQuery() {
  const query = trpc.auth.profile.useQuery(undefined, {
    staleTime: 5 * 60_000,
    retry: shouldRetry,
    retryDelay: PROFILE_RETRY_DELAY_MS,
  });
  const { error } = query;
  useEffect(() => {
    // Signed out is no failure: the login page follows.
    if (error && !isUnauthorized(error)) console.error('Could not fetch user data', error);
  }, [error]);
  return query;
}
