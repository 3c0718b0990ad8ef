import { z } from 'zod';
import { streamEvents } from '../events/stream-events.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { authedProcedure } from '../trpc.ts';

export const onChangedInput = z.object({
  /** Sent back by the client after a reconnect: the id of the last event it received. */
  lastEventId: z.string().nullish(),
});

/**
 * The user's own message events ('message.created', 'message.read'), each carrying the counts after
 * the change, resumable: every open tab of the user keeps its bell and pill exact.
 */
export const onChanged = authedProcedure
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
      match: (event) => event.userId === ctx.user.id && event.type.startsWith('message.'),
    }),
  );
