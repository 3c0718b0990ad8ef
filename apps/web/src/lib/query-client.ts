import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyUnauthorized } from './auth-events.ts';
import { isUnauthorized, shouldRetry } from './trpc-errors.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) notifyUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorized(error)) notifyUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
