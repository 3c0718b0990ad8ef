import { groupsFor } from '@sappis/shared';
import { poolRunner } from '../sql-runner.ts';
import { requireGroups } from '../trpc.ts';
import { caseLockInput, lockStateOutput } from './lock-schemas.ts';
import { acquireCaseLock } from './service.ts';

/** 'Lås ärendet': takes the lock, or refuses with CONFLICT 'Ärendet är låst av: {email}'. */
export const acquire = requireGroups(...groupsFor('case'))
  .input(caseLockInput)
  .output(lockStateOutput)
  .mutation(({ ctx, input }) =>
    acquireCaseLock(ctx.prisma, {
      caseNumber: input.caseNumber,
      userId: ctx.user.id,
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
      sql: ctx.sqlPool && poolRunner(ctx.sqlPool),
    }),
  );
