import { groupsFor } from '@sappis/shared';
import { streamCallerEvents } from '../events/event-subscription.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { requireGroups } from '../trpc.ts';
import { callsChangedInput } from './call-schemas.ts';

/** A call was added or changed: open caller logs and customers' histories refetch. */
export const onChanged = requireGroups(...groupsFor('calls'))
  .input(callsChangedInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamCallerEvents(ctx, {
      lastEventId: input.lastEventId,
      signal,
      match: (event) => event.type === 'call.changed',
    }),
  );
