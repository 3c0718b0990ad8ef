import { dbId, groupsFor } from '@sappis/shared';
import { resumableInput } from '../events/event-subscription.ts';
import { trackedSubscription } from '../events/tracked-subscription.ts';
import { requireGroups } from '../trpc.ts';

export const onChangedInput = resumableInput.extend({
  /** One case's tag events plus catalogue changes; absent: every tag event (the admin page). */
  caseId: dbId().optional(),
});

const CATALOGUE_EVENTS = new Set(['tag.renamed', 'tag.catalogueChanged']);

/** Tag changes, live: added or removed on a case, renamed, created or deleted. */
export const onChanged = trackedSubscription(
  requireGroups(...groupsFor('case')),
  onChangedInput,
  (event, { input }) =>
    event.type.startsWith('tag.') &&
    (input.caseId === undefined || event.caseId === input.caseId || CATALOGUE_EVENTS.has(event.type)),
);
