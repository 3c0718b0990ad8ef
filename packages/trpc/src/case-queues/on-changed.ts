import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { queueChanges } from './queue-changes.ts';
import { queueIdInput } from './queue-schemas.ts';

export const onChangedInput = z.object({
  /** One queue's changes (its page); absent: every visible queue (the overview). */
  queueId: queueIdInput.optional(),
  /** Sent back by the client after a reconnect: the id of the last event it received. */
  lastEventId: z.string().nullish(),
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
    }),
  );
