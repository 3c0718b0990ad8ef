import { announcementListSchema, groupsFor, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listAnnouncements } from './announcement-service.ts';
import { announcementOutput } from './schemas.ts';

/** The customer announcements with where each stands today (draft, published, showing, ended). */
export const list = requireGroups(...groupsFor('announcementManager'))
  .input(announcementListSchema)
  .output(z.array(announcementOutput))
  .query(({ ctx, input }) =>
    listAnnouncements(ctx.prisma, { filter: input.filter, today: isoDay(ctx.now()) }),
  );
