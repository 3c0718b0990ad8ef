import { caseCreateSchema, groupsFor, withHeaderFromFields } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { createCase } from './create-case.ts';

export const caseCreateOutput = z.object({
  id: z.number().int(),
  number: z.number().int(),
  version: z.number().int(),
});

/**
 * 'Skapa ärende' (document 1 section 7: POST create case with user_as_owner and case): the users who work
 * cases open one; its header is the first 40 characters of its first field value (document 1 section 5).
 * A retried submit with the same `requestId` answers with the case created the first time.
 */
export const create = requireGroups(...groupsFor('case'))
  .input(caseCreateSchema)
  .output(caseCreateOutput)
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createCase(tx, {
        input: withHeaderFromFields(input),
        user: { id: ctx.user.id, name: `${ctx.user.firstName} ${ctx.user.lastName}`.trim() },
        now: ctx.now(),
      }),
    ),
  );
