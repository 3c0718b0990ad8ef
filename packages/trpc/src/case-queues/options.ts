import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { queueFilterOptions } from './queue-filter-options.ts';

export const optionsOutput = z.object({
  caseTypes: z.array(z.object({ id: z.number().int(), name: z.string(), category: z.string() })),
  ownerGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** What the queue form can filter on (statuses, priorities and groups are constants of @sappis/shared). */
export const options = requireGroups(...groupsFor('caseQueueManager'))
  .output(optionsOutput)
  .query(({ ctx }) => queueFilterOptions(ctx.prisma));
