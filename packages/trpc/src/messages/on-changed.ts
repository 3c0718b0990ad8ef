import { resumableInput } from '../events/event-subscription.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { authedProcedure } from '../trpc.ts';

/**
 * The user's own message events ('message.created', 'message.read'), each carrying the counts after
 * the change, resumable: every open tab of the user keeps its bell and pill exact.
 */
export const onChanged = trackedSubscription(
  authedProcedure,
  resumableInput,
  (event, { user }) => event.userId === user.id && event.type.startsWith('message.'),
);
