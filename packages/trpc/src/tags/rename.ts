import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { renameTag } from './catalogue-service.ts';
import { tagNameInput } from './tag-schemas.ts';

export const renameInput = z.object({ id: dbId('Ogiltig tagg'), name: tagNameInput });

/** Renames a tag everywhere. */
export const rename = requireGroups(...groupsFor('tags'))
  .input(renameInput)
  .output(z.object({ id: z.number().int(), name: z.string() }))
  .mutation(({ ctx, input }) =>
    renameTag(ctx.prisma, { userId: ctx.user.id, tagId: input.id, name: input.name }),
  );
