import { groupsFor, requestIdSchema } from '@sappis/shared';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { createQueue } from './queue-definitions.ts';
import { queueDefinitionOutput, queueWriteInput } from './queue-schemas.ts';

export const create = requireGroups(...groupsFor('caseQueueManager'))
  .input(queueWriteInput.extend({ requestId: requestIdSchema }))
  .output(queueDefinitionOutput)
  .mutation(({ ctx, input: { requestId, ...definition }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createQueue(tx, { userId: ctx.user.id, definition }),
    ),
  );
