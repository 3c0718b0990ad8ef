import { groupsFor } from '@sappis/shared';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { requireGroups } from '../trpc.ts';
import { callsChangedInput } from './call-schemas.ts';

/** A call was added or changed: open caller logs and customers' histories refetch. */
export const onChanged = trackedSubscription(
  requireGroups(...groupsFor('calls')),
  callsChangedInput,
  (event) => event.type === 'call.changed',
);
