import { QUEUE_MANAGER_GROUPS } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { caseLockInput, lockStateOutput } from './lock-schemas.ts';
import { takeOverCaseLock } from './service.ts';

/** 'Ta över låset': queue managers only; the former holder is told and the history records it. */
export const takeOver = requireGroups(...QUEUE_MANAGER_GROUPS)
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
