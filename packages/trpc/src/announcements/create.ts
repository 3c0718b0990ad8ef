import { createAnnouncementSchema, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { createAnnouncement } from './announcement-service.ts';

/** A new customer announcement, saved as a draft; a retried submit with the same requestId creates one. */
export const create = requireGroups(...groupsFor('announcementManager'))
  .input(createAnnouncementSchema)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input: { requestId, ...fields }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createAnnouncement(tx, { actor: { id: ctx.user.id, email: ctx.user.email }, fields }),
    ),
  );
