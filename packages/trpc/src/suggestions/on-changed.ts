import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { streamEvents } from '../events/stream-events.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { requireGroups } from '../trpc.ts';

export const onChangedInput = z.object({ lastEventId: z.string().nullish() });

/** A suggestion was created, changed or deleted: lists refetch. */
export const onChanged = requireGroups(...groupsFor('case'))
  .input(onChangedInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamEvents({
      prisma: ctx.prisma,
      hub: ctx.events,
      user: ctx.user,
      lastEventId: input.lastEventId,
      signal,
      wire: ctx.subscriptionWire,
      match: (event) => event.type === 'suggestion.changed',
    }),
  );
