import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { removeTagFromCase } from './case-tags-service.ts';
import { caseVersionInput } from './tag-schemas.ts';

export const removeFromCaseInput = z.object({
  id: dbId('Ogiltig tagg'),
  caseId: dbId('Ogiltigt ärende'),
  version: caseVersionInput,
});

/** Takes a tag off a case; a versioned case write. */
export const removeFromCase = requireGroups(...groupsFor('case'))
  .input(removeFromCaseInput)
  .output(z.object({ removed: z.literal(true), version: z.number().int() }))
  .mutation(({ ctx, input }) =>
    removeTagFromCase(ctx.prisma, {
      user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
      caseId: input.caseId,
      version: input.version,
      tagId: input.id,
    }),
  );
