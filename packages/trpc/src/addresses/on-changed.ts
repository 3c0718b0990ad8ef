import { groupsFor, plainText } from '@sappis/shared';
import { resumableInput, streamCallerEvents } from '../events/event-subscription.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { requireGroups } from '../trpc.ts';

/**
 * The open address page's live stream: a change to an agreement at the address, or one that gives an agreement
 * the address (verify address, make purchasable), refetches the page ('customer.changed' with the address id).
 */
export const addressOnChangedProcedure = requireGroups(...groupsFor('address'))
  .input(resumableInput.extend({ addressId: plainText(40) }))
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamCallerEvents(ctx, {
      lastEventId: input.lastEventId,
      signal,
      match: (event) => event.type === 'customer.changed' && event.payload.addressId === input.addressId,
    }),
  );
