import { dbId, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { deleteSuggestion } from './service.ts';

export const deleteInput = z.object({ id: dbId('Ogiltigt förslag') });

export const remove = requireGroups(...groupsFor('suggestions'))
  .input(deleteInput)
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => deleteSuggestion(ctx.prisma, { userId: ctx.user.id, id: input.id }));
