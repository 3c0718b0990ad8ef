import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { setQueueWatch, watchedQueueIds } from './queue-watchers.ts';

export const watchQueueInput = z.object({
  queueId: dbId('Ogiltig kö'),
  watch: z.boolean(),
});

/** Starts or stops watching a queue: a customer reply on a case in it sends the watcher a message. */
export const watchQueue = requireGroups(...groupsFor('caseQueue'))
  .input(watchQueueInput)
  .output(z.object({ watching: z.boolean() }))
  .mutation(({ ctx, input }) =>
    setQueueWatch(ctx.prisma, { userId: ctx.user.id, userGroups: ctx.user.groups, ...input }),
  );

/** The ids of the queues the user watches. */
export const watchedQueues = requireGroups(...groupsFor('caseQueue'))
  .output(z.array(z.number().int()))
  .query(({ ctx }) => watchedQueueIds(ctx.prisma, ctx.user.id));
