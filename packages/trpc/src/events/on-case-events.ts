import { dbId, groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { resumableInput, streamCallerEvents } from './event-subscription.ts';
import { withSubscriptionWire } from './subscription-wire.ts';

export const onCaseEventsInput = resumableInput.extend({
  /** Only this case's events (the case id); absent: every case event. */
  caseId: dbId().optional(),
});

/** Every visible case event (or one case's), resumable: the generic case stream. */
export const onCaseEvents = requireGroups(...groupsFor('case'))
  .input(onCaseEventsInput)
  .use(withSubscriptionWire)
  .subscription(({ ctx, input, signal }) =>
    streamCallerEvents(ctx, {
      lastEventId: input.lastEventId,
      signal,
      match: (event) =>
        event.caseId !== null && (input.caseId === undefined || event.caseId === input.caseId),
    }),
  );
