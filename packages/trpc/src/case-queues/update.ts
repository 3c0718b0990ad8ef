import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { updateQueue } from './queue-definitions.ts';
import { queueDefinitionOutput, queueIdInput, queueWriteInput } from './queue-schemas.ts';

export const updateInput = z.object({ id: queueIdInput, definition: queueWriteInput });

export const update = requireGroups(...groupsFor('caseQueueManager'))
  .input(updateInput)
  .output(queueDefinitionOutput)
  .mutation(({ ctx, input }) =>
    updateQueue(ctx.prisma, { userId: ctx.user.id, queueId: input.id, definition: input.definition }),
  );
