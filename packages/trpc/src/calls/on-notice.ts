import { resumableInput, streamCallerEvents } from '../events/event-subscription.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { authedProcedure } from '../trpc.ts';

/** The signed-in user's calls ringing, answered and ended: the notice of every open tab (events of the user only). */
export const onNotice = authedProcedure
  .input(resumableInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamCallerEvents(ctx, {
      lastEventId: input.lastEventId,
      signal,
      match: (event) => event.type === 'call.notice' && event.userId === ctx.user.id,
    }),
  );
