import { resumableInput } from '../events/event-subscription.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { authedProcedure } from '../trpc.ts';

/** The signed-in user's calls ringing, answered and ended: the notice of every open tab (events of the user only). */
export const onNotice = trackedSubscription(
  authedProcedure,
  resumableInput,
  (event, { user }) => event.type === 'call.notice' && event.userId === user.id,
);
