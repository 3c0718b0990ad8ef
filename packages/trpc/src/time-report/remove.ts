import { groupsFor, isoDay, removeTimeEntrySchema } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { removeTimeEntry } from './time-report-service.ts';

/** Removes one of one's own entries. */
export const remove = requireGroups(...groupsFor('timeReport'))
  .input(removeTimeEntrySchema)
  .output(z.object({ entryId: z.number().int() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      removeTimeEntry(tx, { userId: ctx.user.id, today: isoDay(), entryId: input.entryId }),
    ),
  );
