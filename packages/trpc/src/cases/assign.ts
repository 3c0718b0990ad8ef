import { dbId, groupNames, groupsFor } from '@sappis/shared';
import { CASE_ASSIGNER_GROUPS } from '@sappis/shared/case-assignment';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { assignCase } from './assign-case.ts';
import { caseNumberInput, caseWriteOutput } from './case-page-schemas.ts';

export const caseAssignInput = z.object({
  caseNumber: caseNumberInput,
  /** The version the client saw; a stale one is refused. */
  version: dbId(),
  assigneeUserId: dbId(),
});

/** 'Tilldela': queue managers and the users of the case page assign the case to a colleague, who is told. */
export const assign = requireGroups(...CASE_ASSIGNER_GROUPS)
  .input(caseAssignInput)
  .output(caseWriteOutput)
  .mutation(({ ctx, input }) =>
    assignCase(ctx.prisma, {
      ...input,
      user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
      caseGroups: groupNames(groupsFor('case'), ctx.productName),
    }),
  );
