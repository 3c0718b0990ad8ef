import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { deleteQueue } from './queue-definitions.ts';
import { queueIdInput } from './queue-schemas.ts';

export const deleteInput = z.object({ id: queueIdInput });

export const remove = requireGroups(...groupsFor('caseQueueManager'))
  .input(deleteInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(async ({ ctx, input }) => {
    await deleteQueue(ctx.prisma, { userId: ctx.user.id, queueId: input.id });
    return { id: input.id };
  });
