import { groupsFor, QUEUE_MANAGER_GROUPS } from '@sappis/shared';
import { requireGroupsAndAnyOf } from '../trpc.ts';
import { caseLockInput, lockStateOutput } from './lock-schemas.ts';
import { takeOverCaseLock } from './service.ts';

/**
 * 'Ta över låset': queue managers among the users of the case page; the former holder is told and the
 * history records it.
 */
export const takeOver = requireGroupsAndAnyOf(groupsFor('case'), QUEUE_MANAGER_GROUPS)
  .input(caseLockInput)
  .output(lockStateOutput)
  .mutation(({ ctx, input }) =>
    takeOverCaseLock(ctx.prisma, {
      caseNumber: input.caseNumber,
      userId: ctx.user.id,
      userName: `${ctx.user.firstName} ${ctx.user.lastName}`.trim(),
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
    }),
  );
