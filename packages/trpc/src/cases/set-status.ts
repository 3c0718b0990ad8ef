import { groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { caseSetStatusInput, caseWriteOutput } from './case-page-schemas.ts';
import { setCaseStatus } from './set-case-status.ts';

/** The case status panel (document 2): 'Ärende löst under samtal' or 'Kund skall återkomma' with a text. */
export const setStatus = requireGroups(...groupsFor('case'))
  .input(caseSetStatusInput)
  .output(caseWriteOutput)
  .mutation(({ ctx, input }) =>
    setCaseStatus(ctx.prisma, {
      ...input,
      user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
      productName: ctx.productName,
    }),
  );
