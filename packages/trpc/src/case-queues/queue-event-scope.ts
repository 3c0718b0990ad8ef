import type { PrismaClient } from '@sappis/db';
import {
  CASE_PRIORITY_KEYS,
  CASE_STATUS_KEYS,
  type CaseQueueFacts,
  type CaseQueueFilter,
  caseMatchesQueue,
  queueDependsOnTag,
} from '@sappis/shared';
import { z } from 'zod';
import type { EventType, LiveEvent } from '../events/event-types.ts';

export interface ScopedQueue {
  id: number;
  filter: CaseQueueFilter;
}

/** Events that can move a case into or out of a queue, or change its lock markers. */
export const QUEUE_EVENT_TYPES: ReadonlySet<EventType> = new Set<EventType>([
  'case.changed',
  'case.locked',
  'case.unlocked',
  'case.lockExpired',
  'case.lockTakenOver',
  'case.presence',
  'tag.added',
  'tag.removed',
  'queue.changed',
]);

const MARKER_EVENTS: ReadonlySet<EventType> = new Set<EventType>([
  'case.locked',
  'case.unlocked',
  'case.lockExpired',
  'case.lockTakenOver',
  'case.presence',
]);

/** What a 'case.changed' payload may say about the case before the change (`before`). */
const factsBefore = z.object({
  status: z.enum(CASE_STATUS_KEYS),
  priority: z.enum(CASE_PRIORITY_KEYS),
  typeId: z.number().int(),
  ownerGroupId: z.number().int(),
});

async function currentFacts(prisma: PrismaClient, caseId: number): Promise<CaseQueueFacts | null> {
  const found = await prisma.case.findUnique({
    where: { id: caseId },
    select: {
      status: true,
      priority: true,
      typeId: true,
      ownerGroupId: true,
      tags: { select: { tagId: true } },
    },
  });
  if (!found) return null;
  return { ...found, tagIds: found.tags.map((tag) => tag.tagId) };
}

/**
 * Which of `queues` a case event touches: lock and presence events those the case is in (markers,
 * locked counts); a tag change the queues filtering on that tag whose other filters the case meets;
 * a case change the queues the case is in now or was in before (`payload.before`; without it, all;
 * null for a new case, which was in none).
 * `markers: false` leaves out presence (the overview shows no viewers).
 */
export async function queuesTouchedByCaseEvent(
  prisma: PrismaClient,
  queues: readonly ScopedQueue[],
  event: LiveEvent,
  options: { markers: boolean },
): Promise<number[]> {
  if (event.caseId === null || queues.length === 0) return [];
  if (event.type === 'case.presence' && !options.markers) return [];
  const facts = await currentFacts(prisma, event.caseId);
  if (!facts) return queues.map((queue) => queue.id);
  const inQueue = (queue: ScopedQueue) => caseMatchesQueue(queue.filter, facts);

  if (MARKER_EVENTS.has(event.type)) return queues.filter(inQueue).map((queue) => queue.id);
  if (event.type === 'tag.added' || event.type === 'tag.removed') {
    const tagId = typeof event.payload.tagId === 'number' ? event.payload.tagId : null;
    return queues
      .filter(
        (queue) =>
          queueDependsOnTag(queue.filter, tagId) && caseMatchesQueue({ ...queue.filter, tagIds: [] }, facts),
      )
      .map((queue) => queue.id);
  }
  if (event.type === 'case.changed') {
    // A new case (`before: null`) was in no queue before: only the queues it is in now.
    if (event.payload.before === null) return queues.filter(inQueue).map((queue) => queue.id);
    const before = factsBefore.safeParse(event.payload.before);
    if (!before.success) return queues.map((queue) => queue.id);
    const earlier: CaseQueueFacts = { ...before.data, tagIds: facts.tagIds };
    return queues
      .filter((queue) => inQueue(queue) || caseMatchesQueue(queue.filter, earlier))
      .map((queue) => queue.id);
  }
  return [];
}
