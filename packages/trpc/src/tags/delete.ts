import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { deleteTag } from './catalogue-service.ts';

export const deleteInput = z.object({ id: dbId('Ogiltig tagg') });

/** Deletes a tag from the catalogue and every case. */
export const remove = requireGroups(...groupsFor('tags'))
  .input(deleteInput)
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => deleteTag(ctx.prisma, { userId: ctx.user.id, tagId: input.id }));
