import { groupsFor, requestIdSchema } from '@sappis/shared';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { createSuggestion } from './service.ts';
import { suggestionFields, suggestionOutput } from './suggestion-schemas.ts';

export const create = requireGroups(...groupsFor('suggestions'))
  .input(suggestionFields.extend({ requestId: requestIdSchema }))
  .output(suggestionOutput)
  .mutation(({ ctx, input: { requestId, ...fields }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createSuggestion(tx, { userId: ctx.user.id, fields }),
    ),
  );
