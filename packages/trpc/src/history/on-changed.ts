import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { streamCallerEvents } from '../events/event-subscription.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { onChangedInput } from './history-schemas.ts';

/**
 * The open history's live stream, resumable: every audited write to the customer appends 'customer.changed' in its
 * transaction, so each one here is a new entry to show.
 */
export const onChanged = customerViewProcedure
  .input(onChangedInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamCallerEvents(ctx, {
      lastEventId: input.lastEventId,
      signal,
      match: (event) =>
        event.type === 'customer.changed' && event.payload.customerNumber === input.customerNumber,
    }),
  );
