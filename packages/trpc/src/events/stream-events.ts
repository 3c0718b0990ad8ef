import { Prisma, type PrismaClient } from '@sappis/db';
import { type TrackedEnvelope, tracked } from '@trpc/server';
import { sendTrackedEvent, sendTrackedEvents } from './event-frames.ts';
import type { EventHub } from './event-hub.ts';
import { toLiveEvent } from './event-hub.ts';
import { EVENT_APPEND_LOCK, type LiveEvent, type StreamEvent } from './event-types.ts';
import type { SubscriptionWire } from './subscription-wire.ts';
import { canSeeEvent, type EventViewer } from './visibility.ts';
import { whenAvailable } from './when-available.ts';

export interface StreamEventsOptions {
  prisma: PrismaClient;
  /** `ctx.events`; a context created without a hub cannot stream. */
  hub: EventHub | undefined;
  user: EventViewer;
  /** The id of the last event the client received (tRPC resends it after a reconnect). */
  lastEventId?: string | null;
  /** Which events this subscription is about; visibility is checked on top of it. */
  match: (event: LiveEvent) => boolean;
  signal?: AbortSignal;
  /** Rows per replay query. */
  batchSize?: number;
  /**
   * `ctx.subscriptionWire` of a subscription that hands this stream to tRPC unchanged: live events are
   * then written to its socket directly, from the hub's callback (see subscription-wire.ts); the
   * replay and a resync still go through tRPC. Null or absent: every event is yielded.
   */
  wire?: SubscriptionWire | null;
  /** Told of each live event as it is handed to the subscriber (the metrics' fan-out lag); not replayed ones. */
  delivered?: (event: LiveEvent) => void;
}

const REPLAY_BATCH = 500;

/**
 * A subscription's event stream: listens to the hub FIRST, then replays from the table every event
 * after `lastEventId`, then yields the live ones, skipping ids already sent (ids commit in order, so
 * "id > last sent" is exact). A client whose lastEventId is older than what retention kept gets one
 * `{ type: 'resync' }` (refetch everything) and continues live from there.
 */
export async function* streamEvents(
  options: StreamEventsOptions,
): AsyncGenerator<TrackedEnvelope<StreamEvent>, void, unknown> {
  const { prisma, hub, user, match, signal, delivered } = options;
  if (!hub) throw new Error('streamEvents needs an EventHub (createContext({ events }))');
  const batchSize = options.batchSize ?? REPLAY_BATCH;
  const wire = options.wire ?? null;
  // Live events not yet handled, read from `next` on (no shift(): a burst may hold thousands).
  let buffer: LiveEvent[] = [];
  let next = 0;
  let cursor: bigint | null = null;
  // Set once the replay is through and the generator waits with an empty buffer: the hub's callback
  // may then write (direct delivery) without going through the generator.
  let idle = false;
  // An error the callback met (match threw): the generator throws it.
  let failure = null as { error: unknown } | null;
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const enqueue = (events: readonly LiveEvent[], from: number) => {
    for (let index = from; index < events.length; index += 1) buffer.push(events[index] as LiveEvent);
    wakeUp();
  };
  const unsubscribe = hub.subscribe((events) => {
    if (!wire || !idle || failure || next < buffer.length || signal?.aborted) {
      enqueue(events, 0);
      return;
    }
    // Direct delivery: every event whose visibility is known now is written here and then; from the
    // first one that needs the database on, the generator takes over (in order).
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index] as LiveEvent;
      try {
        const id = BigInt(event.id);
        if (cursor !== null && id <= cursor) continue;
        if (!match(event)) {
          cursor = id;
          continue;
        }
        const visible = canSeeEvent(prisma, user, event);
        if (typeof visible !== 'boolean') {
          enqueue(events, index);
          return;
        }
        cursor = id;
        if (visible) {
          sendTrackedEvent(wire, event);
          delivered?.(event);
        }
      } catch (error) {
        failure = { error };
        wakeUp();
        return;
      }
    }
  });
  signal?.addEventListener('abort', wakeUp, { once: true });

  // Database reads wait out an outage (when-available.ts): the stream goes on once PostgreSQL is back.
  const wanted = async (event: LiveEvent) =>
    match(event) && (await whenAvailable(() => canSeeEvent(prisma, user, event), signal));

  /**
   * Hands replayed events on: with a wire, written to the socket directly, the ones whose visibility is known at
   * once in one write (a replay of dozens of events is one syscall, not dozens of tRPC messages); else yielded.
   */
  async function* replay(events: readonly LiveEvent[]): AsyncGenerator<TrackedEnvelope<StreamEvent>> {
    let batch: LiveEvent[] = [];
    for (const event of events) {
      if (signal?.aborted) return;
      cursor = BigInt(event.id);
      const visible = match(event) && canSeeEvent(prisma, user, event);
      if (wire && typeof visible === 'boolean') {
        if (visible) batch.push(event);
        continue;
      }
      if (wire) {
        sendTrackedEvents(wire, batch);
        batch = [];
      }
      if (!(visible === true || (visible !== false && (await wanted(event))))) continue;
      if (wire) sendTrackedEvents(wire, [event]);
      else yield tracked(event.id, event);
    }
    if (wire) sendTrackedEvents(wire, batch);
  }

  try {
    const lastEventId = options.lastEventId ?? null;
    if (lastEventId !== null) {
      // tRPC writes the subscription's 'started' once this generator first waits; a replay written to the socket
      // directly must come after it.
      await Promise.resolve();
      const last = /^\d{1,19}$/.test(lastEventId) ? BigInt(lastEventId) : null;
      // The events after it from the hub's memory (it delivered them lately), else from the table.
      const recent = last === null ? undefined : hub.eventsAfter(last);
      if (recent) {
        cursor = last;
        yield* replay(recent);
      } else {
        const start = await whenAvailable(() => replayStart(prisma, lastEventId), signal);
        cursor = start.cursor;
        if (start.resync) yield tracked(String(cursor), { id: String(cursor), type: 'resync' });
        for (;;) {
          const after = cursor;
          const rows = await whenAvailable(
            () => prisma.$queryRaw<Parameters<typeof toLiveEvent>[0][]>`
              SELECT "id"::text AS "id", "type", "caseId", "userId", "queueId", "payload", "createdAt"
              FROM "events" WHERE "id" > ${after}::bigint ORDER BY "events"."id" LIMIT ${batchSize}`,
            signal,
          );
          yield* replay(rows.map(toLiveEvent));
          if (rows.length < batchSize || signal?.aborted) break;
        }
      }
    }

    while (!signal?.aborted) {
      if (failure) throw failure.error;
      if (next >= buffer.length) {
        buffer = [];
        next = 0;
        // Everything yielded so far has been written by tRPC (it asked for the next value): from here
        // on the hub's callback may write directly.
        idle = true;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        idle = false;
        continue;
      }
      const event = buffer[next] as LiveEvent;
      next += 1;
      const id = BigInt(event.id);
      if (cursor !== null && id <= cursor) continue;
      cursor = id;
      if (!(await wanted(event))) continue;
      delivered?.(event);
      if (wire) sendTrackedEvent(wire, event);
      else yield tracked(event.id, event);
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', wakeUp);
  }
}

/**
 * Where replay starts: after `lastEventId`, unless events after it were already pruned (or the id
 * is not one of ours): then from the newest event, with a resync.
 *
 * The common answer (nothing pruned: replay after `lastEventId`) needs one plain read: waiting for appends in
 * flight cannot turn it into a resync. Only a resync is confirmed after EVENT_APPEND_LOCK, because an append in
 * flight has already taken its id from the sequence, which the unlocked read would count as an id pruned. The
 * lock is exclusive (appends serialize on it), so taking it on every start made a thousand clients reconnecting
 * at once queue one behind the other across the whole cluster.
 */
async function replayStart(
  prisma: PrismaClient,
  lastEventId: string,
): Promise<{ cursor: bigint; resync: boolean }> {
  const last = /^\d{1,19}$/.test(lastEventId) ? BigInt(lastEventId) : null;
  if (last !== null) {
    const start = startAfter(last, await prisma.$queryRaw<EventBounds[]>(eventBounds()));
    if (!start.resync) return start;
  }
  // In a statement of its own after the lock, so that its snapshot is taken after the wait.
  const [, bounds] = await prisma.$transaction([
    prisma.$queryRaw`SELECT pg_advisory_xact_lock(${EVENT_APPEND_LOCK}::bigint)::text`,
    prisma.$queryRaw<EventBounds[]>(eventBounds()),
  ]);
  return last === null ? { cursor: newestOf(bounds), resync: true } : startAfter(last, bounds);
}

interface EventBounds {
  oldest: string | null;
  newest: string;
}

/**
 * The oldest and newest event ids. `newest` falls back to the sequence when retention emptied the table: the last id
 * it handed out, which is `last_value` only once `is_called` (an unused sequence holds the first id it will hand
 * out, not yet used).
 */
const eventBounds = () => Prisma.sql`
  SELECT min("id")::text AS "oldest",
         COALESCE(max("id"), (SELECT CASE WHEN "is_called" THEN "last_value" ELSE "last_value" - 1 END
                              FROM "events_id_seq"))::text AS "newest"
  FROM "events"`;

const newestOf = ([bounds]: EventBounds[]) => BigInt(bounds?.newest ?? '0');

function startAfter(last: bigint, rows: EventBounds[]): { cursor: bigint; resync: boolean } {
  const newest = newestOf(rows);
  const oldest = rows[0]?.oldest ? BigInt(rows[0].oldest) : null;
  // Any id between lastEventId and the oldest kept one may have been pruned.
  const behind = last > newest || (oldest === null ? last < newest : oldest > last + 1n);
  return behind ? { cursor: newest, resync: true } : { cursor: last, resync: false };
}
