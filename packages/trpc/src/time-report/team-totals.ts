import { groupsFor, timePeriodSchema } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { teamTotalsOutput } from './time-report-output.ts';
import { teamTotals as totalsOfTeams } from './time-report-service.ts';

/** A team lead's view: each member's reported hours per category in a week or month (read only). */
export const teamTotals = requireGroups(...groupsFor('timeReport'))
  .input(timePeriodSchema)
  .output(teamTotalsOutput)
  .query(({ ctx, input }) => totalsOfTeams(ctx.prisma, { userId: ctx.user.id, ...input }));
