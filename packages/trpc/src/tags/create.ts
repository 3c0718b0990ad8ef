import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { createTag } from './catalogue-service.ts';
import { tagNameInput } from './tag-schemas.ts';

export const createInput = z.object({
  name: tagNameInput,
  /** The case type the tag is set on automatically; null for a manual tag. */
  ruleCaseTypeId: dbId().nullable().default(null),
});

/** Adds a tag to the catalogue. */
export const create = requireGroups(...groupsFor('tags'))
  .input(createInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) => createTag(ctx.prisma, { userId: ctx.user.id, ...input }));
