import { groupsFor, isoDay, saveTimeEntrySchema } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { saveTimeEntry } from './time-report-service.ts';

/** Reports (or replaces) one's own hours on a day in a category. */
export const save = requireGroups(...groupsFor('timeReport'))
  .input(saveTimeEntrySchema)
  .output(z.object({ entryId: z.number().int() }))
  .mutation(({ ctx, input: { requestId, ...entry }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      saveTimeEntry(tx, { userId: ctx.user.id, today: isoDay(), ...entry }),
    ),
  );
