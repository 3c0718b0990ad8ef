import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { onChangedInput } from './history-schemas.ts';

/**
 * The open history's live stream, resumable: every audited write to the customer appends 'customer.changed' in its
 * transaction, so each one here is a new entry to show.
 */
export const onChanged = trackedSubscription(
  customerViewProcedure,
  onChangedInput,
  (event, { input }) =>
    event.type === 'customer.changed' && event.payload.customerNumber === input.customerNumber,
);
