import { caseLinkInput, groupsFor } from '@sappis/shared';
import { requireGroups } from '../../trpc.ts';
import { caseWriteOutput } from '../case-page-schemas.ts';
import { linkCase } from './link-case.ts';

/** 'Länka ärende': the case's main case (document 3 panel 17); no self-links, no cycles. */
export const link = requireGroups(...groupsFor('case'))
  .input(caseLinkInput)
  .output(caseWriteOutput)
  .mutation(({ ctx, input }) =>
    linkCase(ctx.prisma, {
      caseNumber: input.caseNumber,
      version: input.version,
      mainCaseNumber: input.mainCaseNumber,
      user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
    }),
  );
