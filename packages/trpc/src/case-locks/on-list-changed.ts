import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import type { EventType } from '../events/event-types.ts';
import { streamEvents } from '../events/stream-events.ts';
import { requireGroups } from '../trpc.ts';

export const onListChangedInput = z.object({ lastEventId: z.string().nullish() });

export const LOCK_EVENT_TYPES: ReadonlySet<EventType> = new Set<EventType>([
  'case.locked',
  'case.unlocked',
  'case.lockExpired',
  'case.lockTakenOver',
]);

/**
 * The cheap list-level signal: every lock change of every case (payload: caseNumber and the holder's e-mail
 * or null), so case lists and queues mark locked cases live without refetching.
 */
export const onListChanged = requireGroups(...groupsFor('cases'))
  .input(onListChangedInput)
  .subscription(({ ctx, input, signal }) =>
    streamEvents({
      prisma: ctx.prisma,
      hub: ctx.events,
      user: ctx.user,
      lastEventId: input.lastEventId,
      signal,
      match: (event) => LOCK_EVENT_TYPES.has(event.type),
    }),
  );
