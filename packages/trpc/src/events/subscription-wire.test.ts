import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { type TrackedEnvelope, tracked } from '@trpc/server';
import { getWSConnectionHandler } from '@trpc/server/adapters/ws';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContext } from '../context.ts';
import { useLiveDatabase } from '../testing/live-database.ts';
import { publicProcedure, router } from '../trpc.ts';
import { appendEvent, type NewEvent } from './append-event.ts';
import { trackedEventFrame } from './event-frames.ts';
import type { LiveEvent, StreamEvent } from './event-types.ts';
import { streamEvents } from './stream-events.ts';
import { type SubscriptionWire, subscriptionWireEncoder, withSubscriptionWire } from './subscription-wire.ts';

const env = useLiveDatabase();

const append = (event: Partial<NewEvent> = {}) =>
  env.db.prisma
    .$transaction((tx) => appendEvent(tx, { type: 'case.changed', caseId: 1, payload: {}, ...event }))
    .then(String);

/**
 * What tRPC's WebSocket adapter needs of a `ws` socket; keeps every message sent, as text, and which of them left
 * together (sent while its TCP socket was corked: one write).
 */
class RecordingSocket extends EventEmitter {
  readyState = 1;
  readonly sent: string[] = [];
  /** The messages of each write, in order. */
  readonly writes: string[][] = [];
  #corked = 0;
  readonly _socket = {
    cork: () => {
      this.#corked += 1;
      if (this.#corked === 1) this.writes.push([]);
    },
    uncork: () => {
      this.#corked -= 1;
    },
  };
  send(data: string | Buffer) {
    this.sent.push(data.toString());
    if (this.#corked > 0) this.writes.at(-1)?.push(data.toString());
    else this.writes.push([data.toString()]);
  }
  close() {
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.close();
  }
}

const event: LiveEvent = {
  id: '4711',
  type: 'case.changed',
  caseId: 3,
  userId: null,
  queueId: null,
  payload: { text: 'Fiber "ute" åäö', nested: { n: 1 } },
  createdAt: '2026-11-22T03:00:00.000Z',
};

const testRouter = router({
  yieldsTracked: publicProcedure.subscription(async function* () {
    yield tracked(event.id, event);
  }),
  wired: publicProcedure
    .input(z.object({ lastEventId: z.string().nullish() }))
    .use(withSubscriptionWire)
    .subscription(async function* ({ ctx }) {
      const wire = ctx.subscriptionWire;
      yield { requestId: wire?.requestId ?? null, jsonrpc: wire?.jsonrpc ?? null, socket: !!wire?.socket };
    }),
});

/** One connection to tRPC's own WebSocket adapter; resolves with what it sent once `until` holds. */
async function converse(
  messages: unknown[],
  options: { encoder?: boolean; until: (sent: string[]) => boolean },
) {
  const socket = new RecordingSocket();
  const handle = getWSConnectionHandler({
    wss: undefined as never, // only applyWSSHandler uses the server; the per-connection handler does not
    router: testRouter,
    createContext: ({ res }) =>
      createContext({ prisma: env.db.prisma, sessionToken: null, transport: 'ws', webSocket: res }),
    ...(options.encoder ? { experimental_encoder: subscriptionWireEncoder } : {}),
  });
  handle(socket as never, { url: '/trpc', headers: {} } as IncomingMessage);
  for (const message of messages) socket.emit('message', Buffer.from(JSON.stringify(message)), false);
  await expect.poll(() => options.until(socket.sent), { timeout: 5_000 }).toBe(true);
  socket.close();
  return { socket, sent: socket.sent };
}
const dataMessages = (sent: string[]) => sent.filter((text) => text.includes('"type":"data"'));

describe('trackedEventFrame', () => {
  it("is byte for byte what tRPC's WebSocket adapter writes for tracked(event.id, event)", async () => {
    const requests = [
      { id: 7, method: 'subscription', params: { path: 'yieldsTracked', input: undefined } },
      {
        id: 'abc',
        jsonrpc: '2.0',
        method: 'subscription',
        params: { path: 'yieldsTracked', input: undefined },
      },
    ];
    const { sent } = await converse(requests, { until: (texts) => dataMessages(texts).length === 2 });
    const written = dataMessages(sent).sort();
    const ours = [trackedEventFrame(event, 7, undefined), trackedEventFrame(event, 'abc', '2.0')]
      .map((frame) => frame.toString())
      .sort();
    expect(ours).toEqual(written);
  });
});

describe('subscriptionWireEncoder + withSubscriptionWire', () => {
  it('give a WebSocket subscription its socket and request id, also when tRPC adds lastEventId', async () => {
    const requests = [
      { id: 1, method: 'subscription', params: { path: 'wired', input: {} } },
      [
        {
          id: 'two',
          jsonrpc: '2.0',
          method: 'subscription',
          params: { path: 'wired', input: {}, lastEventId: '5' },
        },
      ],
    ];
    const { sent } = await converse(requests, {
      encoder: true,
      until: (texts) => dataMessages(texts).length === 2,
    });
    const data = dataMessages(sent).map((text) => JSON.parse(text).result.data);
    expect(data).toContainEqual({ requestId: 1, jsonrpc: null, socket: true });
    expect(data).toContainEqual({ requestId: 'two', jsonrpc: '2.0', socket: true });
  });

  it('give no wire without the encoder (nothing tags the request)', async () => {
    const requests = [{ id: 1, method: 'subscription', params: { path: 'wired', input: {} } }];
    const { sent } = await converse(requests, { until: (texts) => dataMessages(texts).length === 1 });
    expect(JSON.parse(dataMessages(sent)[0] ?? '{}').result.data).toEqual({
      requestId: null,
      jsonrpc: null,
      socket: false,
    });
  });
});

describe('streamEvents with a wire', () => {
  it('writes the replay, in one write, and then live events to the socket in order (queue events after their lookup)', async () => {
    const queue = await env.db.prisma.caseQueue.create({
      data: { name: 'Direkt', position: 1, visibleToGroups: ['BUSINESS_SUPPORT'] },
    });
    const socket = new RecordingSocket();
    const wire: SubscriptionWire = { socket, requestId: 9, jsonrpc: undefined };
    const controller = new AbortController();
    const before = await append();
    const missed = [await append({ caseId: 2 }), await append({ caseId: 3 })];
    // Delivered by the hub: the replay comes from its memory.
    await expect.poll(() => env.hub.lastSeenId, { timeout: 5_000 }).toBe(missed[1]);
    const stream = streamEvents({
      prisma: env.db.prisma,
      hub: env.hub,
      user: { id: 1, groups: ['SAPPIS', 'BUSINESS_SUPPORT'] },
      lastEventId: before,
      match: () => true,
      signal: controller.signal,
      wire,
    });
    const yielded: StreamEvent[] = [];
    const done = (async () => {
      for await (const [, value] of stream as AsyncGenerator<TrackedEnvelope<StreamEvent>>)
        yielded.push(value);
    })();
    await expect.poll(() => socket.sent.length, { timeout: 5_000 }).toBe(2);
    expect(socket.writes).toHaveLength(1);

    const live = [
      await append(),
      await append({ type: 'queue.changed', caseId: null, queueId: queue.id }),
      await append({ caseId: 5 }),
      await append({ type: 'message.created', userId: 2 }), // someone else's: not written
      await append({ caseId: 6 }),
    ];
    await expect.poll(() => socket.sent.length, { timeout: 5_000 }).toBe(6);
    const messages = socket.sent.map((text) => JSON.parse(text));
    expect(messages.map((message) => message.result.id)).toEqual([
      ...missed,
      live[0],
      live[1],
      live[2],
      live[4],
    ]);
    for (const message of messages) {
      expect(message).toMatchObject({ id: 9, result: { type: 'data', data: { id: message.result.id } } });
      expect(message.result.data.data.id).toBe(message.result.id);
    }
    expect(yielded).toEqual([]);

    controller.abort();
    await done;
    await append();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.sent).toHaveLength(6);
  });
});
