import { groupsFor, pageNumber, pageSize } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { queueIdInput, queuePageOutput } from './queue-schemas.ts';
import { queuePage } from './queue-views.ts';

export const QUEUE_PAGE_SIZE_MAX = 100;

export const getInput = z.object({
  id: queueIdInput,
  page: pageNumber,
  pageSize: pageSize(QUEUE_PAGE_SIZE_MAX).default(25),
});

/** A queue's cases (priority, then age) with lock holder and viewers, a page at a time. */
export const get = requireGroups(...groupsFor('caseQueue'))
  .input(getInput)
  .output(queuePageOutput)
  .query(({ ctx, input }) =>
    queuePage(ctx.prisma, {
      queueId: input.id,
      userGroups: ctx.user.groups,
      page: input.page,
      pageSize: input.pageSize,
      now: ctx.now(),
      productName: ctx.productName,
    }),
  );
