import { groupsFor, isoDay, updateAnnouncementSchema } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { updateAnnouncement } from './announcement-service.ts';
import { announcementOutput } from './schemas.ts';

/** Saves an announcement's texts, audience and dates (published or not stays as it was). */
export const update = requireGroups(...groupsFor('announcementManager'))
  .input(updateAnnouncementSchema)
  .output(announcementOutput)
  .mutation(({ ctx, input: { id, ...fields } }) =>
    updateAnnouncement(ctx.prisma, {
      actor: { id: ctx.user.id, email: ctx.user.email },
      id,
      fields,
      today: isoDay(ctx.now()),
    }),
  );
