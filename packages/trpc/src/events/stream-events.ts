import type { PrismaClient } from '@sappis/db';
import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { EventHub } from './event-hub.ts';
import { toLiveEvent } from './event-hub.ts';
import type { LiveEvent, StreamEvent } from './event-types.ts';
import { canSeeEvent, type EventViewer } from './visibility.ts';

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
  const { prisma, hub, user, match, signal } = options;
  if (!hub) throw new Error('streamEvents needs an EventHub (createContext({ events }))');
  const batchSize = options.batchSize ?? REPLAY_BATCH;
  const buffer: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  const unsubscribe = hub.subscribe((events) => {
    buffer.push(...events);
    wakeUp();
  });
  signal?.addEventListener('abort', wakeUp, { once: true });

  const wanted = (event: LiveEvent) => match(event) && canSeeEvent(prisma, user, event);

  try {
    let cursor: bigint | null = null;
    const lastEventId = options.lastEventId ?? null;
    if (lastEventId !== null) {
      const start = await replayStart(prisma, lastEventId);
      cursor = start.cursor;
      if (start.resync) yield tracked(String(cursor), { id: String(cursor), type: 'resync' });
      for (;;) {
        const rows = await prisma.$queryRaw<Parameters<typeof toLiveEvent>[0][]>`
          SELECT "id"::text AS "id", "type", "caseId", "userId", "queueId", "payload", "createdAt"
          FROM "events" WHERE "id" > ${cursor}::bigint ORDER BY "events"."id" LIMIT ${batchSize}`;
        for (const row of rows) {
          if (signal?.aborted) return;
          const event = toLiveEvent(row);
          cursor = BigInt(event.id);
          if (await wanted(event)) yield tracked(event.id, event);
        }
        if (rows.length < batchSize) break;
      }
    }

    while (!signal?.aborted) {
      const event = buffer.shift();
      if (!event) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      const id = BigInt(event.id);
      if (cursor !== null && id <= cursor) continue;
      cursor = id;
      if (await wanted(event)) yield tracked(event.id, event);
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', wakeUp);
  }
}

/**
 * Where replay starts: after `lastEventId`, unless events after it were already pruned (or the id
 * is not one of ours): then from the newest event, with a resync.
 */
async function replayStart(
  prisma: PrismaClient,
  lastEventId: string,
): Promise<{ cursor: bigint; resync: boolean }> {
  // `newest` falls back to the sequence when retention emptied the table.
  const [bounds] = await prisma.$queryRaw<{ oldest: string | null; newest: string }[]>`
    SELECT min("id")::text AS "oldest",
           COALESCE(max("id"), (SELECT "last_value" FROM "events_id_seq"))::text AS "newest"
    FROM "events"`;
  const newest = BigInt(bounds?.newest ?? '0');
  if (!/^\d{1,19}$/.test(lastEventId)) return { cursor: newest, resync: true };
  const last = BigInt(lastEventId);
  const oldest = bounds?.oldest ? BigInt(bounds.oldest) : null;
  // Any id between lastEventId and the oldest kept one may have been pruned.
  const behind = last > newest || (oldest === null ? last < newest : oldest > last + 1n);
  return behind ? { cursor: newest, resync: true } : { cursor: last, resync: false };
}
