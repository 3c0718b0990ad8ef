import { middleware } from '../trpc.ts';

/**
 * Direct delivery of live events to a WebSocket subscription (issue 3, event latency): instead of
 * yielding every event through tRPC's per-message path (envelope objects, a race per message,
 * JSON.stringify per subscriber), a subscription that streams events unchanged writes the frame tRPC
 * would have written, built once per event (see event-frames.ts), straight to its socket.
 *
 * To do that it needs its socket and the JSON-RPC id of its request, which tRPC does not hand to
 * procedures: the WebSocket adapter's decoder (`subscriptionWireEncoder`) tags a subscription
 * request's input object with them under a symbol (tRPC passes the input object through, copying
 * own enumerable keys when it adds `lastEventId`), and `withSubscriptionWire` reads the tag from the
 * raw input and offers it as `ctx.subscriptionWire` (null over HTTP and in caller tests).
 */

/** The part of a `ws` WebSocket direct delivery uses. */
export interface WireSocket {
  readonly readyState: number;
  send(data: Buffer, options: { binary: false }): void;
  /** `ws`'s TCP socket under it (not in its typings): corked around several messages, they leave in one write. */
  readonly _socket?: { cork(): void; uncork(): void } | null;
}

/** Where a subscription's messages go: its socket and the id (and jsonrpc) of its request. */
export interface SubscriptionWire {
  socket: WireSocket;
  requestId: number | string;
  jsonrpc: '2.0' | undefined;
}

interface WireTag {
  requestId: number | string;
  jsonrpc: '2.0' | undefined;
}

const WIRE_TAG = Symbol('sappis.subscriptionWire');

function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tagRequest(message: unknown): void {
  if (!isPlainObject(message) || message.method !== 'subscription') return;
  const { id, jsonrpc, params } = message;
  if (typeof id !== 'number' && typeof id !== 'string') return;
  if (jsonrpc !== undefined && jsonrpc !== '2.0') return;
  if (!isPlainObject(params) || !isPlainObject(params.input)) return;
  const tag: WireTag = { requestId: id, jsonrpc };
  // Enumerable so tRPC's copy of the input (when it merges lastEventId in) keeps it; a symbol, so
  // neither JSON nor the input schema ever sees it.
  params.input[WIRE_TAG] = tag;
}

/** The tRPC WebSocket adapter's encoder (`experimental_encoder`): plain JSON, plus the request tag. */
export const subscriptionWireEncoder = {
  encode: (data: unknown): string => JSON.stringify(data),
  decode: (data: string | Buffer): unknown => {
    if (typeof data !== 'string') {
      throw new Error('subscriptionWireEncoder received binary data; tRPC messages are text frames.');
    }
    const message: unknown = JSON.parse(data);
    if (Array.isArray(message)) for (const item of message) tagRequest(item);
    else tagRequest(message);
    return message;
  },
};

/**
 * Adds `ctx.subscriptionWire` to a subscription: its socket and request id when it came over a
 * WebSocket through `subscriptionWireEncoder`, else null. Only for subscriptions that pass their
 * `streamEvents` output to tRPC unchanged (direct delivery skips whatever would consume the yields).
 */
export const withSubscriptionWire = middleware(async ({ ctx, type, getRawInput, next }) => {
  let subscriptionWire: SubscriptionWire | null = null;
  if (type === 'subscription' && ctx.webSocket) {
    const raw = await getRawInput();
    const tag = isPlainObject(raw) ? (raw[WIRE_TAG] as WireTag | undefined) : undefined;
    if (tag) subscriptionWire = { socket: ctx.webSocket, requestId: tag.requestId, jsonrpc: tag.jsonrpc };
  }
  return next({ ctx: { subscriptionWire } });
});
