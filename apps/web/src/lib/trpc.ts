import { ACCESS_CHANGED_CLOSE_CODE, MAX_CALLS_PER_BATCH } from '@sappis/shared';
import type { AppRouter } from '@sappis/trpc';
import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { notifyAccessChanged } from './auth-events.ts';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** ws(s)://<this host>/trpc: the API serves WebSocket subscriptions on the same origin and path. */
export function webSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/trpc`;
}

/**
 * Lazy: the socket opens with the first subscription and closes when none is left, so the login page
 * never knocks on the WebSocket upgrade (the server refuses it without a session).
 */
export const wsClient = createWSClient({
  url: () => webSocketUrl(),
  lazy: { enabled: true, closeMs: 0 },
  // The user's groups changed: the open subscriptions reconnect (checked again by the server) and the page reloads
  // its data, the profile first, so menus and route guards follow at once.
  onClose: (cause) => {
    if (cause?.code === ACCESS_CHANGED_CLOSE_CODE) notifyAccessChanged();
  },
});

export const trpcClient = trpc.createClient({
  links: [
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
