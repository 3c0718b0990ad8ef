import type { LiveEvent } from './event-types.ts';
import type { SubscriptionWire } from './subscription-wire.ts';

/** Per event: its JSON, and the finished message per request id (most clients use the same few ids). */
interface EventFrames {
  json: string;
  byRequest: Map<string, Buffer>;
}

// Keyed by the event object the hub hands to every subscriber: serialized once per event, not per client.
const framesByEvent = new WeakMap<LiveEvent, EventFrames>();

/**
 * The message tRPC's WebSocket adapter writes when a subscription yields `tracked(event.id, event)`,
 * byte for byte: `{"id":<request id>,"jsonrpc"?:"2.0","result":{"type":"data","data":{"id":<event id>,
 * "data":<event>},"id":<event id>}}` (the key order of its response objects), as UTF-8.
 */
export function trackedEventFrame(
  event: LiveEvent,
  requestId: SubscriptionWire['requestId'],
  jsonrpc: SubscriptionWire['jsonrpc'],
): Buffer {
  let frames = framesByEvent.get(event);
  if (!frames) {
    frames = { json: JSON.stringify(event), byRequest: new Map() };
    framesByEvent.set(event, frames);
  }
  const key = `${typeof requestId === 'number' ? 'n' : 's'}${requestId}${jsonrpc ?? ''}`;
  let frame = frames.byRequest.get(key);
  if (!frame) {
    const eventId = JSON.stringify(event.id);
    const head = `{"id":${JSON.stringify(requestId)}${jsonrpc === undefined ? '' : ',"jsonrpc":"2.0"'}`;
    frame = Buffer.from(
      `${head},"result":{"type":"data","data":{"id":${eventId},"data":${frames.json}},"id":${eventId}}}`,
    );
    frames.byRequest.set(key, frame);
  }
  return frame;
}

const WEBSOCKET_OPEN = 1;

/** Writes `event` to a subscription's socket as tRPC would have (nothing once the socket closes). */
export function sendTrackedEvent(wire: SubscriptionWire, event: LiveEvent): void {
  if (wire.socket.readyState !== WEBSOCKET_OPEN) return;
  wire.socket.send(trackedEventFrame(event, wire.requestId, wire.jsonrpc), { binary: false });
}

/**
 * Writes `events` as `sendTrackedEvent` would, one message each, in one write to the connection: `ws` writes every
 * message on its own (a syscall each, the largest cost of replaying dozens of events to a reconnecting client)
 * unless its TCP socket is corked around them.
 */
export function sendTrackedEvents(wire: SubscriptionWire, events: readonly LiveEvent[]): void {
  if (events.length === 0 || wire.socket.readyState !== WEBSOCKET_OPEN) return;
  const connection = wire.socket._socket;
  connection?.cork();
  try {
    for (const event of events) {
      wire.socket.send(trackedEventFrame(event, wire.requestId, wire.jsonrpc), { binary: false });
    }
  } finally {
    connection?.uncork();
  }
}
