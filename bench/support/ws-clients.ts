// Child process of the benchmarks (forked with IPC): opens many authenticated WebSocket connections to
// one API server, either idle (raw sockets) or each subscribed to events.onCaseEvents through the tRPC
// client, and reports when each event arrived.
import type { AppRouter, StreamEvent } from '@sappis/trpc';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { epochMs } from './stats.ts';

export type ClientsCommand =
  | { type: 'open'; url: string; cookies: string[]; subscribe: boolean; lastEventId: string | null }
  | { type: 'report' }
  | { type: 'close' };

export type ClientsReply =
  | { type: 'opened'; opened: number; failed: number }
  | { type: 'report'; arrivals: Record<string, number[]> }
  | { type: 'closed' };

const CONCURRENCY = 100;
const arrivals = new Map<string, number[]>();
const closers: (() => void)[] = [];
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
    const subscription = client.events.onCaseEvents.subscribe(
      { lastEventId },
      {
        onStarted: () => resolve(true),
        onData: ({ data }: { data: StreamEvent }) => {
          const at = epochMs();
          const list = arrivals.get(data.id);
          if (list) list.push(at);
          else arrivals.set(data.id, [at]);
        },
        onError: () => resolve(false),
      },
    );
    closers.push(() => {
      subscription.unsubscribe();
      void wsClient.close();
    });
  });
}

async function openAll(command: Extract<ClientsCommand, { type: 'open' }>): Promise<void> {
  let next = 0;
  let opened = 0;
  let failed = 0;
  const worker = async () => {
    while (next < command.cookies.length) {
      const cookie = command.cookies[next++] as string;
      const ok = command.subscribe
        ? await openSubscribed(command.url, cookie, command.lastEventId)
        : await openIdle(command.url, cookie);
      if (ok) opened += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  send({ type: 'opened', opened, failed });
}

process.on('message', (command: ClientsCommand) => {
  if (command.type === 'open') void openAll(command);
  else if (command.type === 'report') send({ type: 'report', arrivals: Object.fromEntries(arrivals) });
  else {
    for (const close of closers) close();
    send({ type: 'closed' });
    setTimeout(() => process.exit(0), 100);
  }
});
