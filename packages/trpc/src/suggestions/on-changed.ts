import { groupsFor } from '@sappis/shared';
import { resumableInput, streamCallerEvents } from '../events/event-subscription.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { requireGroups } from '../trpc.ts';

/** A suggestion was created, changed or deleted: lists refetch. */
export const onChanged = requireGroups(...groupsFor('case'))
  .input(resumableInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamCallerEvents(ctx, {
      lastEventId: input.lastEventId,
      signal,
      match: (event) => event.type === 'suggestion.changed',
    }),
  );
