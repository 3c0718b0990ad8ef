/** Every kind of event on the durable event stream (one line per member; areas may add theirs). */
export type EventType =
  | 'case.locked'
  | 'case.unlocked'
  | 'case.lockExpired'
  | 'case.lockTakenOver'
  | 'case.changed'
  | 'case.presence'
  | 'message.created'
  | 'message.read'
  | 'tag.added'
  | 'tag.removed'
  | 'tag.renamed'
  | 'tag.catalogueChanged'
  | 'suggestion.changed'
  | 'queue.changed'
  // A customer, one of its agreements or agreement rows changed: open customer views refetch (payload customerNumber).
  | 'customer.changed'
  // Who has a customer's view open changed (payload customerNumber, viewers).
  | 'customer.presence'
  // An operating disruption was created or changed (payload disruptionId): every signed-in user's open pages refetch.
  | 'disruption.changed'
  // A memo of a main agreement, operator or main central was saved: open customer views refetch their memos.
  | 'memo.changed'
  // A provisioning order's status changed (payload orderId, status): open provisioning pages refetch.
  | 'provisioning.changed'
  // A call to the user rang, was answered or ended (payload calls/call-notice.ts CallNotice): their tabs' notice.
  | 'call.notice'
  // A call of the caller log was added or changed (payload callId): the open caller logs refetch.
  | 'call.changed'
  // Internal (no client sees them): what drops entries of the processes' session caches (auth/session-cache.ts).
  | 'session.ended'
  | 'user.changed';

/** Events for the API processes only, never streamed to a client. */
export const INTERNAL_EVENT_TYPES: ReadonlySet<EventType> = new Set(['session.ended', 'user.changed']);

/** Events about one customer (payload customerNumber): only for users who may open the customer view. */
export const CUSTOMER_EVENT_TYPES: ReadonlySet<EventType> = new Set([
  'customer.changed',
  'customer.presence',
  'memo.changed',
]);

/** The channel every API process LISTENs on; the payload is the event id only. */
export const EVENT_CHANNEL = 'sappis_events';

/**
 * Transaction-level advisory lock taken by every append: event ids then commit in id order, so
 * "every event with id > N" read after the commit of N is complete and stays complete.
 */
export const EVENT_APPEND_LOCK = 735_102_001;

/** An event as subscribers see it (JSON-safe: the BigInt id and the date as strings). */
export interface LiveEvent {
  id: string;
  type: EventType;
  caseId: number | null;
  userId: number | null;
  queueId: number | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** Sent instead of the missed events when the client is further behind than the retention: refetch everything. */
export interface ResyncEvent {
  id: string;
  type: 'resync';
}

export type StreamEvent = LiveEvent | ResyncEvent;
