import type { AddressInfo } from 'node:net';
import { SERVER_DRAINING_CLOSE_CODE } from '@sappis/shared';
import { createTRPCUntypedClient, wsLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createAppWsClient } from './ws-client.ts';

interface SubscriptionMessage {
  id: number;
  method: string;
  params: { path: string; lastEventId?: string };
}

const cleanups: (() => unknown)[] = [];
// The browser's WebSocket, as a Node one: jsdom's environment has none that works with a real server.
beforeEach(() => {
  vi.stubGlobal('WebSocket', WebSocket);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.unstubAllGlobals();
});

/** A bare WebSocket server speaking tRPC's subscription protocol: hands each subscription message over. */
async function subscriptionServer(port = 0) {
  const wss = new WebSocketServer({ port, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const subscriptions: { message: SubscriptionMessage; socket: WebSocket; at: number }[] = [];
  const arrived: (() => void)[] = [];
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const messages = [JSON.parse(String(data))].flat() as SubscriptionMessage[];
      for (const message of messages.filter((m) => m.method === 'subscription')) {
        socket.send(JSON.stringify({ id: message.id, result: { type: 'started' } }));
        subscriptions.push({ message, socket, at: Date.now() });
        for (const resolve of arrived.splice(0)) resolve();
      }
    });
  });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const client of wss.clients) client.terminate();
      wss.close(() => resolve());
    });
  cleanups.push(close);
  return {
    port: (wss.address() as AddressInfo).port,
    subscriptions,
    /** Resolves with the next subscription message (or one already there at `index`). */
    subscription: async (index: number) => {
      while (subscriptions.length <= index) await new Promise<void>((resolve) => arrived.push(resolve));
      return subscriptions[index]!;
    },
    close,
  };
}

describe('the app WebSocket client: a draining server means "reconnect now"', () => {
  it('reconnects without backoff after the drain close code and resumes from the last event id', async () => {
    const first = await subscriptionServer();
    const { port } = first;
    const wsClient = createAppWsClient(() => `ws://127.0.0.1:${port}`);
    const client = createTRPCUntypedClient<AnyRouter>({ links: [wsLink({ client: wsClient })] });
    const received: unknown[] = [];
    const subscription = client.subscription('events.stream', undefined, {
      onData: (data) => received.push(data),
    });
    cleanups.push(() => wsClient.close());
    cleanups.push(() => subscription.unsubscribe());

    const { message, socket } = await first.subscription(0);
    expect(message.params.lastEventId).toBeUndefined();
    socket.send(JSON.stringify({ id: message.id, result: { type: 'data', id: 'e41', data: 41 } }));
    socket.send(JSON.stringify({ id: message.id, result: { type: 'data', id: 'e42', data: 42 } }));
    await expect.poll(() => received.length).toBe(2);

    // The process drains: it closes the socket with the drain code and stops listening. The client's immediate
    // attempt is refused; a replacement on the same address (the load balancer's next process) comes 300 ms later.
    socket.close(SERVER_DRAINING_CLOSE_CODE, 'Server draining, reconnect now');
    const closedAt = Date.now();
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await subscriptionServer(port);

    const resumed = await second.subscription(0);
    // tRPC's backoff would wait 2 s after the refused attempt; the drain policy retries within DRAIN_RETRY_MS.
    expect(resumed.at - closedAt).toBeLessThan(1_000);
    expect(resumed.message.params).toMatchObject({ path: 'events.stream', lastEventId: 'e42' });
  });
});
