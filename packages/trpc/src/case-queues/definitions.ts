import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listAllQueues, toQueueDefinition } from './queue-definitions.ts';
import { queueDefinitionOutput } from './queue-schemas.ts';

/** Every queue with its filters, in order: the queue manager's list. */
export const definitions = requireGroups(...groupsFor('caseQueueManager'))
  .output(z.array(queueDefinitionOutput))
  .query(async ({ ctx }) => (await listAllQueues(ctx.prisma)).map(toQueueDefinition));
