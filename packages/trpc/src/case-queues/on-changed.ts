import { groupsFor } from '@sappis/shared';
import { resumableInput } from '../events/event-subscription.ts';
import { requireGroups } from '../trpc.ts';
import { queueChanges } from './queue-changes.ts';
import { queueIdInput } from './queue-schemas.ts';

export const onChangedInput = resumableInput.extend({
  /** One queue's changes (its page); absent: every visible queue (the overview). */
  queueId: queueIdInput.optional(),
});

/** Which queue queries to refetch, live: cases entering and leaving, lock and viewer markers, definitions. */
export const onChanged = requireGroups(...groupsFor('caseQueues'))
  .input(onChangedInput)
  .subscription(({ ctx, input, signal }) =>
    queueChanges(ctx.prisma, {
      hub: ctx.events,
      user: ctx.user,
      queueId: input.queueId,
      lastEventId: input.lastEventId,
      signal,
      delivered: ctx.metrics?.observeEventDelivery,
    }),
  );
