import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { setTagRule } from './catalogue-service.ts';

export const setRuleInput = z.object({
  id: dbId('Ogiltig tagg'),
  ruleCaseTypeId: dbId().nullable(),
});

/** Sets or clears the rule of a tag (automatic on cases of a type). */
export const setRule = requireGroups(...groupsFor('tags'))
  .input(setRuleInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) =>
    setTagRule(ctx.prisma, { userId: ctx.user.id, tagId: input.id, ruleCaseTypeId: input.ruleCaseTypeId }),
  );
