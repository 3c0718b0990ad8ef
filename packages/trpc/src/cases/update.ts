import { groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { caseUpdateInput, caseWriteOutput } from './case-page-schemas.ts';
import { updateCase } from './update-case.ts';

/** Changes header, priority, status or form field values; locks the case for the writer; versioned. */
export const update = requireGroups(...groupsFor('case'))
  .input(caseUpdateInput)
  .output(caseWriteOutput)
  .mutation(({ ctx, input }) => {
    const { caseNumber, version, ...changes } = input;
    return updateCase(ctx.prisma, {
      caseNumber,
      version,
      changes,
      user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
      productName: ctx.productName,
    });
  });
