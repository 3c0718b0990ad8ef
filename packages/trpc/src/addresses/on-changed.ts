import { groupsFor, plainText } from '@sappis/shared';
import { resumableInput } from '../events/event-subscription.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { requireGroups } from '../trpc.ts';

/**
 * The open address page's live stream: a change to an agreement at the address, or one that gives an agreement
 * the address (verify address, make purchasable), refetches the page ('customer.changed' with the address id).
 */
export const addressOnChangedProcedure = trackedSubscription(
  requireGroups(...groupsFor('address')),
  resumableInput.extend({ addressId: plainText(40) }),
  (event, { input }) => event.type === 'customer.changed' && event.payload.addressId === input.addressId,
);
