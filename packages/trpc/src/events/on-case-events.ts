import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { streamEvents } from './stream-events.ts';
import { withSubscriptionWire } from './subscription-wire.ts';

export const onCaseEventsInput = z.object({
  /** Only this case's events (the case id); absent: every case event. */
  caseId: z.number().int().positive().optional(),
  /** Sent back by the client after a reconnect: the id of the last event it received. */
  lastEventId: z.string().nullish(),
});

/** Every visible case event (or one case's), resumable: the generic case stream. */
export const onCaseEvents = requireGroups(...groupsFor('case'))
  .input(onCaseEventsInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamEvents({
      prisma: ctx.prisma,
      hub: ctx.events,
      user: ctx.user,
      lastEventId: input.lastEventId,
      signal,
      wire: ctx.subscriptionWire,
      match: (event) =>
        event.caseId !== null && (input.caseId === undefined || event.caseId === input.caseId),
    }),
  );
