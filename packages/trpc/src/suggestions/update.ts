import { dbId, groupsFor } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { updateSuggestion } from './service.ts';
import { suggestionFields, suggestionOutput } from './suggestion-schemas.ts';

export const updateInput = suggestionFields.extend({ id: dbId('Ogiltigt förslag') });

export const update = requireGroups(...groupsFor('suggestions'))
  .input(updateInput)
  .output(suggestionOutput)
  .mutation(({ ctx, input: { id, ...fields } }) =>
    updateSuggestion(ctx.prisma, { userId: ctx.user.id, id, fields }),
  );
