import { groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { createQueue } from './queue-definitions.ts';
import { queueDefinitionOutput, queueWriteInput } from './queue-schemas.ts';

export const create = requireGroups(...groupsFor('caseQueueManager'))
  .input(queueWriteInput)
  .output(queueDefinitionOutput)
  .mutation(({ ctx, input }) => createQueue(ctx.prisma, { userId: ctx.user.id, definition: input }));
