import { MAX_CALLS_PER_BATCH } from '@sappis/shared';
import type { AppRouter } from '@sappis/trpc';
import { httpBatchLink, retryLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createFirstPaintGate } from './first-paint-gate.ts';
import { mutationRetryDelayMs, retriesMutation } from './trpc-errors.ts';
import { createAppWsClient } from './ws-client.ts';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** ws(s)://<this host>/trpc: the API serves WebSocket subscriptions on the same origin and path. */
export function webSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/trpc`;
}

export const wsClient = createAppWsClient({ url: () => webSocketUrl(), healthUrl: '/health/live' });

/** What the first view of a document holds back until it is painted (see first-paint-gate.ts). */
export const firstPaintGate = createFirstPaintGate();

export const trpcClient = trpc.createClient({
  links: [
    firstPaintGate.link(),
    // A mutation answered 'Systemet är hårt belastat, försök igen' is sent again with the same input, so the same
    // request id (queries are retried by React Query, see query-client.ts).
    retryLink({
      retry: ({ op, error, attempts }) => retriesMutation(op, error, attempts),
      retryDelayMs: mutationRetryDelayMs,
    }),
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: wsLink({ client: wsClient }),
      false: httpBatchLink({
        url: '/trpc',
        // Half the API's cap: a page loaded before a deploy that lowers the cap still fits under it.
        maxItems: MAX_CALLS_PER_BATCH / 2,
        fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }),
      }),
    }),
  ],
});
