import type { PrismaClient } from '@sappis/db';
import { groupsFor, hasAnyGroup, QUEUE_MANAGER_GROUPS } from '@sappis/shared';
import { CUSTOMER_EVENT_TYPES, INTERNAL_EVENT_TYPES, type LiveEvent } from './event-types.ts';

/** Who may see cases (and so case events). */
const CASE_GROUPS = groupsFor('case');
/** Who may open the customer view (and so see customer events). */
const CUSTOMER_GROUPS = groupsFor('customer');
/** Who may open the caller log (and so see its events). */
const CALL_LOG_GROUPS = groupsFor('calls');

export interface EventViewer {
  id: number;
  groups: readonly string[];
}

/**
 * Whether `viewer` may receive `event` (the one rule every subscription uses; synchronous unless the
 * event concerns a queue):
 * - an internal event (INTERNAL_EVENT_TYPES) goes to no one;
 * - an event with a userId is private to that user;
 * - a customer event (CUSTOMER_EVENT_TYPES) goes to users allowed to open the customer view;
 * - a caller log event ('call.changed') goes to users allowed to open the caller log;
 * - an event with a caseId goes to users allowed to see cases;
 * - an event with a queueId goes to users whose groups intersect the queue's `visibleToGroups`,
 *   and to queue managers (a deleted queue's event goes to everyone allowed to see cases);
 * - any other event (catalogue changes) goes to every signed-in user.
 */
export function canSeeEvent(
  prisma: PrismaClient,
  viewer: EventViewer,
  event: LiveEvent,
): boolean | Promise<boolean> {
  if (INTERNAL_EVENT_TYPES.has(event.type)) return false;
  if (event.userId !== null) return event.userId === viewer.id;
  if (CUSTOMER_EVENT_TYPES.has(event.type)) return hasAnyGroup(viewer.groups, CUSTOMER_GROUPS);
  if (event.type === 'call.changed') return hasAnyGroup(viewer.groups, CALL_LOG_GROUPS);
  const seesCases = hasAnyGroup(viewer.groups, CASE_GROUPS);
  if (event.caseId !== null) return seesCases;
  if (event.queueId === null) return true;
  if (hasAnyGroup(viewer.groups, QUEUE_MANAGER_GROUPS)) return true;
  // Only queue events need the database (the queue's groups may have just changed); looked up once
  // per event object, which the hub shares between all of a process's subscribers.
  let groups = queueGroupsByEvent.get(event);
  if (!groups) {
    const lookup = prisma.caseQueue
      .findUnique({ where: { id: event.queueId }, select: { visibleToGroups: true } })
      .then((queue) => queue?.visibleToGroups ?? null);
    // A failed lookup (the database unavailable) is not kept: the next ask looks again.
    lookup.catch(() => queueGroupsByEvent.delete(event));
    groups = lookup;
    queueGroupsByEvent.set(event, groups);
  }
  return groups.then((visibleToGroups) =>
    visibleToGroups ? visibleToGroups.some((group) => viewer.groups.includes(group)) : seesCases,
  );
}

/** A queue event's queue groups (null: the queue is gone), by event object. */
const queueGroupsByEvent = new WeakMap<LiveEvent, Promise<string[] | null>>();
