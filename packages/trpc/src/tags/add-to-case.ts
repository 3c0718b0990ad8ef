import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { addTagToCase } from './case-tags-service.ts';
import { caseTagAddedOutput, caseVersionInput, tagNameInput } from './tag-schemas.ts';

export const addToCaseInput = z
  .object({
    caseId: dbId('Ogiltigt ärende'),
    version: caseVersionInput,
    tagId: dbId().optional(),
    name: tagNameInput.optional(),
  })
  .refine((input) => (input.tagId === undefined) !== (input.name === undefined), {
    message: 'Välj en tagg',
    path: ['name'],
  });

/** Puts a tag on a case (an existing one, or a new manual tag by name); a versioned case write. */
export const addToCase = requireGroups(...groupsFor('case'))
  .input(addToCaseInput)
  .output(caseTagAddedOutput)
  .mutation(({ ctx, input }) =>
    addTagToCase(ctx.prisma, {
      user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
      now: ctx.now(),
      leaseSeconds: ctx.caseLockLeaseSeconds,
      caseId: input.caseId,
      version: input.version,
      tag: input.tagId !== undefined ? { id: input.tagId } : { name: input.name ?? '' },
    }),
  );
