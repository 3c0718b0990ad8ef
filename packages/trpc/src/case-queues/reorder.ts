import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { reorderQueues } from './queue-definitions.ts';
import { queueDefinitionOutput, queueIdInput } from './queue-schemas.ts';

/** Every queue id, in the new order. */
export const reorderInput = z.object({ ids: z.array(queueIdInput).max(1000) });

export const reorder = requireGroups(...groupsFor('caseQueueManager'))
  .input(reorderInput)
  .output(z.array(queueDefinitionOutput))
  .mutation(({ ctx, input }) => reorderQueues(ctx.prisma, { userId: ctx.user.id, queueIds: input.ids }));
