import { resumableInput, streamCallerEvents } from '../events/event-subscription.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { authedProcedure } from '../trpc.ts';

/**
 * The user's own message events ('message.created', 'message.read'), each carrying the counts after
 * the change, resumable: every open tab of the user keeps its bell and pill exact.
 */
export const onChanged = authedProcedure
  .input(resumableInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamCallerEvents(ctx, {
      lastEventId: input.lastEventId,
      signal,
      match: (event) => event.userId === ctx.user.id && event.type.startsWith('message.'),
    }),
  );
