import { groupsFor } from '@sappis/shared';
import { resumableInput } from '../events/event-subscription.ts';
import type { EventType } from '../events/event-types.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { requireGroups } from '../trpc.ts';

export const LOCK_EVENT_TYPES: ReadonlySet<EventType> = new Set<EventType>([
  'case.locked',
  'case.unlocked',
  'case.lockExpired',
  'case.lockTakenOver',
]);

/** Lock changes plus presence changes ('case.presence': caseNumber and the case's viewers). */
export const LIST_EVENT_TYPES: ReadonlySet<EventType> = new Set<EventType>([
  ...LOCK_EVENT_TYPES,
  'case.presence',
]);

/**
 * The cheap list-level signal: every lock change of every case (payload: caseNumber and the holder's e-mail
 * or null) and every change of a case's viewers, so case lists mark locked cases and viewers live without
 * refetching.
 */
export const onListChanged = trackedSubscription(
  requireGroups(...groupsFor('cases')),
  resumableInput,
  (event) => LIST_EVENT_TYPES.has(event.type),
);
