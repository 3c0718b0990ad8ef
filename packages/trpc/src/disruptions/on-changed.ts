import { groupsFor } from '@sappis/shared';
import { resumableInput } from '../events/event-subscription.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { requireGroups } from '../trpc.ts';

/** A disruption was created or changed: the disruptions page and open customer views refetch. */
export const onChanged = trackedSubscription(
  requireGroups(...groupsFor('disruptions')),
  resumableInput,
  (event) => event.type === 'disruption.changed',
);
