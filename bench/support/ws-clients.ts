// Child process of the benchmarks (forked with IPC): opens many authenticated WebSocket connections to
// one API server, either idle (raw sockets) or each subscribed to caseLocks.onListChanged (what every case
// list follows), and reports when each event arrived. Subscribed clients use the tRPC client (`client: 'trpc'`, the default) or speak
// tRPC's WebSocket protocol on a bare socket (`client: 'raw'`: one request, JSON.parse per message),
// which costs this process far less per message: 2,000 browsers each parse one message per event, but
// here one process has to parse all of them on the same 2 cores as the server.
import type { AppRouter, StreamEvent } from '@sappis/trpc';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { epochMs } from './stats.ts';

export type ClientsCommand =
  | {
      type: 'open';
      url: string;
      cookies: string[];
      subscribe: boolean;
      lastEventId: string | null;
      client?: 'trpc' | 'raw';
    }
  | { type: 'report' }
  /** Cuts every raw subscribed connection. */
  | { type: 'cut' }
  /**
   * Opens each cut connection again after a random wait in [0, spreadMs), resuming after `lastEventId`, and
   * notes when event `untilEventId` arrived on it.
   */
  | { type: 'reconnect'; lastEventId: string; untilEventId: string; spreadMs: number }
  | { type: 'close' };

export type ClientsReply =
  | { type: 'opened'; opened: number; failed: number }
  | { type: 'report'; arrivals: Record<string, number[]> }
  | { type: 'cut'; connections: number }
  /** Per connection, ms from the reconnect command to `untilEventId`'s arrival; `failed` did not start. */
  | { type: 'reconnected'; eventMs: number[]; failed: number }
  | { type: 'closed' };

const CONCURRENCY = 100;
const arrivals = new Map<string, number[]>();
const closers: (() => void)[] = [];
/** The raw subscribed connections: what `reconnect` cuts and opens again. */
const rawConnections: { url: string; cookie: string; socket: WebSocket }[] = [];
/** The connections the last `cut` ended. */
let cutConnections: { url: string; cookie: string }[] = [];
const send = (reply: ClientsReply) => process.send?.(reply);

function openIdle(url: string, cookie: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    socket.once('open', () => {
      closers.push(() => socket.terminate());
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function openSubscribed(url: string, cookie: string, lastEventId: string | null): Promise<boolean> {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const wsClient = createWSClient({
    url,
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  return new Promise((resolve) => {
    const subscription = client.caseLocks.onListChanged.subscribe(
      { lastEventId },
      {
        onStarted: () => resolve(true),
        onData: ({ data }: { data: StreamEvent }) => noteArrival(data.id, epochMs()),
        onError: () => resolve(false),
      },
    );
    closers.push(() => {
      subscription.unsubscribe();
      void wsClient.close();
    });
  });
}

function noteArrival(eventId: string, at: number): void {
  const list = arrivals.get(eventId);
  if (list) list.push(at);
  else arrivals.set(eventId, [at]);
}

/** tRPC's WebSocket protocol by hand: one subscription request (id 1), then its tracked data messages. */
function openSubscribedRaw(
  url: string,
  cookie: string,
  lastEventId: string | null,
  untilEventId?: string,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    rawConnections.push({ url, cookie, socket });
    socket.once('open', () => {
      const params = { path: 'caseLocks.onListChanged', input: { lastEventId } };
      socket.send(JSON.stringify({ id: 1, method: 'subscription', params }));
    });
    socket.on('message', (raw) => {
      const at = epochMs();
      const text = raw.toString();
      if (text === 'PING') {
        socket.send('PONG');
        return;
      }
      const message = JSON.parse(text) as { result?: { type: string; id?: string }; error?: unknown };
      if (message.result?.type === 'data' && message.result.id) {
        noteArrival(message.result.id, at);
        if (message.result.id === untilEventId) resolve(true);
      } else if (message.result?.type === 'started' && untilEventId === undefined) resolve(true);
      else if (message.error) resolve(false);
    });
    socket.once('error', () => resolve(false));
    closers.push(() => socket.terminate());
  });
}

async function openAll(command: Extract<ClientsCommand, { type: 'open' }>): Promise<void> {
  let next = 0;
  let opened = 0;
  let failed = 0;
  const worker = async () => {
    while (next < command.cookies.length) {
      const cookie = command.cookies[next++] as string;
      const ok = !command.subscribe
        ? await openIdle(command.url, cookie)
        : command.client === 'raw'
          ? await openSubscribedRaw(command.url, cookie, command.lastEventId)
          : await openSubscribed(command.url, cookie, command.lastEventId);
      if (ok) opened += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  send({ type: 'opened', opened, failed });
}

async function reconnectAll(command: Extract<ClientsCommand, { type: 'reconnect' }>): Promise<void> {
  const from = performance.now();
  const eventMs: number[] = [];
  let failed = 0;
  await Promise.all(
    cutConnections.map(async ({ url, cookie }) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * command.spreadMs));
      if (await openSubscribedRaw(url, cookie, command.lastEventId, command.untilEventId)) {
        eventMs.push(performance.now() - from);
      } else failed += 1;
    }),
  );
  send({ type: 'reconnected', eventMs, failed });
}

process.on('message', (command: ClientsCommand) => {
  if (command.type === 'open') void openAll(command);
  else if (command.type === 'cut') {
    cutConnections = rawConnections.splice(0);
    for (const { socket } of cutConnections) socket.terminate();
    send({ type: 'cut', connections: cutConnections.length });
  } else if (command.type === 'reconnect') void reconnectAll(command);
  else if (command.type === 'report') send({ type: 'report', arrivals: Object.fromEntries(arrivals) });
  else {
    for (const close of closers) close();
    send({ type: 'closed' });
    setTimeout(() => process.exit(0), 100);
  }
});
