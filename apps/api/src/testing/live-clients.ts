import type { PrismaClient } from '@sappis/db';
import type { AppRouter, LiveEvent, StreamEvent } from '@sappis/trpc';
import { createSession, DEFAULT_SESSION_SETTINGS } from '@sappis/trpc/auth/sessions';
import { createTestUser } from '@sappis/trpc/testing/users';
import {
  createTRPCClient,
  createWSClient,
  type TRPCClient,
  type TRPCClientError,
  wsLink,
} from '@trpc/client';
import WebSocket from 'ws';

/** A new user with `groups` and a session: its id and the `sappis_session=...` cookie. */
export async function createSignedInUser(prisma: PrismaClient, groups: string[]) {
  const user = await createTestUser(prisma, { groups });
  const { token } = await createSession(prisma, {
    userId: user.id,
    now: new Date(),
    settings: DEFAULT_SESSION_SETTINGS,
  });
  return { user, cookie: `sappis_session=${token}` };
}

/** A `ws` WebSocket class that sends the given cookie, for the tRPC client; reports each socket it opens. */
export function webSocketWithCookie(
  cookie: string,
  onSocket: (socket: WebSocket) => void = () => {},
): typeof globalThis.WebSocket {
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
      onSocket(this);
    }
  }
  return CookieWebSocket as unknown as typeof globalThis.WebSocket;
}

export interface EventCollector {
  /** Every event received, in order (a retry after a reconnect resumes from the last id). */
  events: StreamEvent[];
  client: TRPCClient<AppRouter>;
  /** Drops the current connection abruptly; the client reconnects and resumes from its last id. */
  cut(): void;
  stop(): Promise<void>;
}

interface CollectorOptions {
  url: () => string;
  cookie: string;
  onEvent?: (event: StreamEvent) => void;
  onError?: (error: TRPCClientError<AppRouter>) => void;
}

type SubscriptionHandlers = {
  onData: (envelope: { data: StreamEvent }) => void;
  onError?: (error: TRPCClientError<AppRouter>) => void;
};

/**
 * A tRPC WebSocket client (cookie `cookie`, server `url()` read at each (re)connect) running the subscription
 * `subscribe` starts, collecting what it receives.
 */
export function collectSubscription(
  options: CollectorOptions,
  subscribe: (client: TRPCClient<AppRouter>, handlers: SubscriptionHandlers) => { unsubscribe(): void },
): EventCollector {
  let socket: WebSocket | undefined;
  const wsClient = createWSClient({
    url: options.url,
    WebSocket: webSocketWithCookie(options.cookie, (opened) => {
      socket = opened;
    }),
    retryDelayMs: () => 50,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  const events: StreamEvent[] = [];
  const subscription = subscribe(client, {
    onData: ({ data }) => {
      events.push(data);
      options.onEvent?.(data);
    },
    onError: options.onError,
  });
  return {
    events,
    client,
    cut: () => socket?.terminate(),
    async stop() {
      subscription.unsubscribe();
      await wsClient.close();
    },
  };
}

/**
 * An `EventCollector` following what every case list follows (`caseLocks.onListChanged`: lock and viewer changes of
 * every case) from `lastEventId`.
 */
export function collectListChanges(
  options: CollectorOptions & { lastEventId?: string | null },
): EventCollector {
  return collectSubscription(options, (client, handlers) =>
    client.caseLocks.onListChanged.subscribe({ lastEventId: options.lastEventId }, handlers),
  );
}

/** The ids of the events received (not resyncs). */
export const idsOf = (events: readonly StreamEvent[]) =>
  events.filter((event): event is LiveEvent => event.type !== 'resync').map((event) => event.id);
