import { groupsFor, isoDay, timePeriodSchema } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { periodOutput } from './time-report-output.ts';
import { ownPeriod } from './time-report-service.ts';

/** One's own reported hours in a week or a month. */
export const period = requireGroups(...groupsFor('timeReport'))
  .input(timePeriodSchema)
  .output(periodOutput)
  .query(({ ctx, input }) => ownPeriod(ctx.prisma, { userId: ctx.user.id, ...input, today: isoDay() }));
