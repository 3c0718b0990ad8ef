import { groupsFor } from '@sappis/shared';
import { resumableInput, streamCallerEvents } from '../events/event-subscription.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { requireGroups } from '../trpc.ts';

/** A disruption was created or changed: the disruptions page and open customer views refetch. */
export const onChanged = requireGroups(...groupsFor('disruptions'))
  .input(resumableInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamCallerEvents(ctx, {
      lastEventId: input.lastEventId,
      signal,
      match: (event) => event.type === 'disruption.changed',
    }),
  );
