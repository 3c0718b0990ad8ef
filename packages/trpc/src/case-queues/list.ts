import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { queueSummaryOutput } from './queue-schemas.ts';
import { queueOverview } from './queue-views.ts';

/** The team-lead overview: visible queues with live counts, age of the oldest case and how many are locked. */
export const list = requireGroups(...groupsFor('caseQueues'))
  .output(z.array(queueSummaryOutput))
  .query(({ ctx }) => queueOverview(ctx.prisma, { userGroups: ctx.user.groups, now: ctx.now() }));
