import { groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { heartbeatInput, lockStateOutput } from './lock-schemas.ts';
import { heartbeatCase } from './service.ts';

/** Sent by an open case page about every minute and when it becomes visible: renews presence and own lock. */
export const heartbeat = requireGroups(...groupsFor('case'))
  .input(heartbeatInput)
  .output(lockStateOutput)
  .mutation(({ ctx, input }) =>
    heartbeatCase(ctx.prisma, {
      caseNumber: input.caseNumber,
      clientId: input.clientId,
      editing: input.editing,
      userId: ctx.user.id,
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
    }),
  );
