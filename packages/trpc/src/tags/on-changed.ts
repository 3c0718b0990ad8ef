import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { streamEvents } from '../events/stream-events.ts';
import { withSubscriptionWire } from '../events/subscription-wire.ts';
import { requireGroups } from '../trpc.ts';

export const onChangedInput = z.object({
  /** One case's tag events plus catalogue changes; absent: every tag event (the admin page). */
  caseId: z.number().int().positive().optional(),
  lastEventId: z.string().nullish(),
});

const CATALOGUE_EVENTS = new Set(['tag.renamed', 'tag.catalogueChanged']);

/** Tag changes, live: added or removed on a case, renamed, created or deleted. */
export const onChanged = requireGroups(...groupsFor('case'))
  .input(onChangedInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamEvents({
      prisma: ctx.prisma,
      hub: ctx.events,
      user: ctx.user,
      lastEventId: input.lastEventId,
      signal,
      wire: ctx.subscriptionWire,
      match: (event) =>
        event.type.startsWith('tag.') &&
        (input.caseId === undefined || event.caseId === input.caseId || CATALOGUE_EVENTS.has(event.type)),
    }),
  );
