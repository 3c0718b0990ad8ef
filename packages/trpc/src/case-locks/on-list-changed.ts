import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import type { EventType } from '../events/event-types.ts';
import { streamEvents } from '../events/stream-events.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { requireGroups } from '../trpc.ts';

export const onListChangedInput = z.object({ lastEventId: z.string().nullish() });

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
export const onListChanged = requireGroups(...groupsFor('cases'))
  .input(onListChangedInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamEvents({
      prisma: ctx.prisma,
      hub: ctx.events,
      user: ctx.user,
      lastEventId: input.lastEventId,
      signal,
      wire: ctx.subscriptionWire,
      match: (event) => LIST_EVENT_TYPES.has(event.type),
    }),
  );
