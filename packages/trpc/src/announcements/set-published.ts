import { groupsFor, isoDay, setAnnouncementPublishedSchema } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { setAnnouncementPublished } from './announcement-service.ts';
import { announcementOutput } from './schemas.ts';

/** Publishes an announcement or takes it back to a draft; a repeat changes nothing. */
export const setPublished = requireGroups(...groupsFor('announcementManager'))
  .input(setAnnouncementPublishedSchema)
  .output(announcementOutput)
  .mutation(({ ctx, input }) =>
    setAnnouncementPublished(ctx.prisma, {
      actor: { id: ctx.user.id, email: ctx.user.email },
      ...input,
      today: isoDay(ctx.now()),
    }),
  );
