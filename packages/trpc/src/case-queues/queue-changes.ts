import type { PrismaClient } from '@sappis/db';
import { type TrackedEnvelope, tracked } from '@trpc/server';
import type { EventHub } from '../events/event-hub.ts';
import type { EventType } from '../events/event-types.ts';
import { type StreamEventsOptions, streamEvents } from '../events/stream-events.ts';
import type { EventViewer } from '../events/visibility.ts';
import { findVisibleQueue, listVisibleQueues, queueFilterOf } from './queue-definitions.ts';
import { QUEUE_EVENT_TYPES, queuesTouchedByCaseEvent, type ScopedQueue } from './queue-event-scope.ts';

/** Tells the client which queue queries to refetch: `resync` means all of them. */
export interface QueueChange {
  type: EventType | 'resync';
  caseId: number | null;
  queueIds: number[];
}

async function scopedQueues(
  prisma: PrismaClient,
  user: EventViewer,
  queueId: number | undefined,
): Promise<ScopedQueue[]> {
  const queues =
    queueId === undefined
      ? await listVisibleQueues(prisma, user.groups)
      : await findVisibleQueue(prisma, { queueId, userGroups: user.groups }).then(
          (queue) => [queue],
          () => [],
        );
  return queues.map((queue) => ({ id: queue.id, filter: queueFilterOf(queue) }));
}

/**
 * Live changes of one queue (`queueId`) or of every queue the user sees (the overview): cases entering
 * and leaving, lock and viewer markers, queue definitions changing. Resumable from `lastEventId`.
 */
export async function* queueChanges(
  prisma: PrismaClient,
  args: {
    hub: EventHub | undefined;
    user: EventViewer;
    queueId?: number;
    lastEventId?: string | null;
    signal?: AbortSignal;
    delivered?: StreamEventsOptions['delivered'];
  },
): AsyncGenerator<TrackedEnvelope<QueueChange>, void, unknown> {
  if (args.queueId !== undefined) {
    await findVisibleQueue(prisma, { queueId: args.queueId, userGroups: args.user.groups });
  }
  let queues = await scopedQueues(prisma, args.user, args.queueId);
  const events = streamEvents({
    prisma,
    hub: args.hub,
    user: args.user,
    lastEventId: args.lastEventId,
    signal: args.signal,
    delivered: args.delivered,
    match: (event) =>
      QUEUE_EVENT_TYPES.has(event.type) &&
      (event.type !== 'queue.changed' || args.queueId === undefined || event.queueId === args.queueId),
  });
  for await (const [id, event] of events) {
    if (event.type === 'resync' || event.type === 'queue.changed') {
      queues = await scopedQueues(prisma, args.user, args.queueId);
      const queueIds = event.type === 'queue.changed' && event.queueId !== null ? [event.queueId] : [];
      yield tracked(String(id), { type: event.type, caseId: null, queueIds });
      continue;
    }
    const queueIds = await queuesTouchedByCaseEvent(prisma, queues, event, {
      markers: args.queueId !== undefined,
    });
    if (queueIds.length > 0) yield tracked(String(id), { type: event.type, caseId: event.caseId, queueIds });
  }
}
