import { groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { createSuggestion } from './service.ts';
import { suggestionFields, suggestionOutput } from './suggestion-schemas.ts';

export const create = requireGroups(...groupsFor('suggestions'))
  .input(suggestionFields)
  .output(suggestionOutput)
  .mutation(({ ctx, input }) => createSuggestion(ctx.prisma, { userId: ctx.user.id, fields: input }));
