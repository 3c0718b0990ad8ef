import { groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { removeTagFromCase } from './case-tags-service.ts';

export const removeFromCaseInput = z.object({
  id: z.number().int().positive('Ogiltig tagg'),
  caseId: z.number().int().positive('Ogiltigt ärende'),
});

/** Takes a tag off a case. */
export const removeFromCase = requireGroups(...groupsFor('case'))
  .input(removeFromCaseInput)
  .output(z.object({ removed: z.literal(true) }))
  .mutation(({ ctx, input }) =>
    removeTagFromCase(ctx.prisma, {
      userId: ctx.user.id,
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
      caseId: input.caseId,
      tagId: input.id,
    }),
  );
