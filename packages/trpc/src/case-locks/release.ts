import { groupsFor } from '@sappis/shared';
import { poolRunner } from '../sql-runner.ts';
import { requireGroups } from '../trpc.ts';
import { caseLockInput, lockStateOutput } from './lock-schemas.ts';
import { releaseCaseLock } from './service.ts';

/**
 * 'Släpp låset', and the tab-close release: the web app posts `{"caseNumber":n}` to
 * /trpc/caseLocks.release with navigator.sendBeacon (a plain JSON POST with the session cookie).
 */
export const release = requireGroups(...groupsFor('case'))
  .input(caseLockInput)
  .output(lockStateOutput)
  .mutation(({ ctx, input }) =>
    releaseCaseLock(ctx.prisma, {
      caseNumber: input.caseNumber,
      userId: ctx.user.id,
      now: ctx.now(),
      sql: ctx.sqlPool && poolRunner(ctx.sqlPool),
    }),
  );
