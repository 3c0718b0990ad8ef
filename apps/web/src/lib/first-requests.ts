import { type FirstCall, firstRequestsFor } from '@sappis/shared/customers/first-requests';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One call's part of a batched tRPC answer. */
type AnswerPart = { result: { data: unknown } } | { error: unknown };

/** The key @trpc/react-query's `useQuery` keeps a query's data under. */
export function queryKeyOf(call: FirstCall): QueryKey {
  const key = call.input === undefined ? { type: 'query' } : { input: call.input, type: 'query' };
  return [call.path.split('.'), key];
}

/**
 * Sends the first requests of the document's route (firstRequestsFor: the ones index.html's preload links already
 * started, so fetch() takes the preloaded answer) and puts each call into the query cache under its hook's key
 * before React renders: the hooks find their data in flight or there. A call whose part is an error, or whose
 * request failed, goes through `fallback` (the tRPC client) instead, so the pages read the error they always read.
 * Returns the procedure paths sent.
 */
export function startFirstRequests(
  queryClient: QueryClient,
  pathname: string,
  fallback: (call: FirstCall) => Promise<unknown>,
): string[] {
  const requests = firstRequestsFor(pathname);
  for (const request of requests) {
    const answer: Promise<AnswerPart[] | null> = fetch(request.url, { credentials: 'same-origin' })
      .then((response) => response.json() as Promise<AnswerPart[]>)
      .catch(() => null);
    request.calls.forEach((call, index) => {
      // The preloaded answer once; a retry asks again.
      let first = true;
      void queryClient.prefetchQuery({
        queryKey: queryKeyOf(call),
        queryFn: async () => {
          const part = first ? (await answer)?.[index] : undefined;
          first = false;
          return part && 'result' in part ? part.result.data : fallback(call);
        },
      });
    });
  }
  return requests.flatMap((request) => request.calls.map((call) => call.path));
}
