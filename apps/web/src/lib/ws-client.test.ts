// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RECONNECT_CAP_MS, SERVER_DRAINING_CLOSE_CODE } from '@sappis/shared';
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
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * The server side as a client sees it through the load balancer: `GET /health` (its status settable) and
 * WebSocket upgrades speaking tRPC's subscription protocol, each subscription message handed over.
 */
async function subscriptionServer() {
  let healthStatus = 200;
  let upgrades = 0;
  const http = createServer((req, res) => {
    res.statusCode = req.url === '/health' ? healthStatus : 404;
    res.end();
  });
  const wss = new WebSocketServer({ server: http });
  http.on('upgrade', () => {
    upgrades += 1;
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
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
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        http.close(() => resolve());
      }),
  );
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    setHealth: (status: number) => {
      healthStatus = status;
    },
    upgrades: () => upgrades,
    /** Resolves with subscription message `index` once it has arrived. */
    subscription: async (index: number) => {
      while (subscriptions.length <= index) await new Promise<void>((resolve) => arrived.push(resolve));
      return subscriptions[index]!;
    },
  };
}

/** A client subscribed to `events.stream` on `server`, with the events it received. */
function subscribe(server: { port: number }) {
  const wsClient = createAppWsClient({
    url: () => `ws://127.0.0.1:${server.port}`,
    healthUrl: `http://127.0.0.1:${server.port}/health`,
  });
  const client = createTRPCUntypedClient<AnyRouter>({ links: [wsLink({ client: wsClient })] });
  const received: unknown[] = [];
  const subscription = client.subscription('events.stream', undefined, {
    onData: (data) => received.push(data),
  });
  cleanups.push(() => wsClient.close());
  cleanups.push(() => subscription.unsubscribe());
  return received;
}

async function twoEvents(server: Awaited<ReturnType<typeof subscriptionServer>>, received: unknown[]) {
  const first = await server.subscription(0);
  expect(first.message.params.lastEventId).toBeUndefined();
  for (const n of [41, 42]) {
    first.socket.send(
      JSON.stringify({ id: first.message.id, result: { type: 'data', id: `e${n}`, data: n } }),
    );
  }
  await expect.poll(() => received.length).toBe(2);
  return first.socket;
}

describe('the app WebSocket client reconnects by the shared policy and resumes from the last event id', () => {
  it('at once after a draining server’s close, while any other close waits its jitter', async () => {
    // The longest jitter of a first attempt (RECONNECT_BASE_MS), so the two cases cannot look alike.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const server = await subscriptionServer();
    const received = subscribe(server);
    const socket = await twoEvents(server, received);

    socket.close(SERVER_DRAINING_CLOSE_CODE, 'Server draining, reconnect now');
    const drainedAt = Date.now();
    const resumed = await server.subscription(1);
    expect(resumed.at - drainedAt).toBeLessThan(400);
    expect(resumed.message.params).toMatchObject({ path: 'events.stream', lastEventId: 'e42' });

    resumed.socket.terminate();
    const cutAt = Date.now();
    const again = await server.subscription(2);
    expect(again.at - cutAt).toBeGreaterThanOrEqual(450);
    expect(again.message.params.lastEventId).toBe('e42');
  });

  it('after a cut connection: no WebSocket until /health answers 200, then back within the cap', async () => {
    const server = await subscriptionServer();
    const received = subscribe(server);
    const socket = await twoEvents(server, received);
    const upgradesBefore = server.upgrades();

    // The process behind the load balancer died; the balancer answers 503 until another is ready.
    server.setHealth(503);
    socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, 2 * RECONNECT_CAP_MS));
    expect(server.upgrades()).toBe(upgradesBefore);

    server.setHealth(200);
    const readyAt = Date.now();
    const resumed = await server.subscription(1);
    expect(resumed.at - readyAt).toBeLessThan(RECONNECT_CAP_MS + 500);
    expect(resumed.message.params).toMatchObject({ path: 'events.stream', lastEventId: 'e42' });
    // It waits out two reconnect caps on purpose, so it needs more than the default 5 s.
  }, 15_000);
});
