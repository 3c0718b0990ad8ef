import { groupsFor } from '@sappis/shared';
import { resumableInput } from '../events/event-subscription.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { requireGroups } from '../trpc.ts';

/** A suggestion was created, changed or deleted: lists refetch. */
export const onChanged = trackedSubscription(
  requireGroups(...groupsFor('case')),
  resumableInput,
  (event) => event.type === 'suggestion.changed',
);
