import { dbId, groupsFor, requestIdSchema } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { createTag } from './catalogue-service.ts';
import { tagNameInput } from './tag-schemas.ts';

export const createInput = z.object({
  requestId: requestIdSchema,
  name: tagNameInput,
  /** The case type the tag is set on automatically; null for a manual tag. */
  ruleCaseTypeId: dbId().nullable().default(null),
});

/** Adds a tag to the catalogue. */
export const create = requireGroups(...groupsFor('tags'))
  .input(createInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input: { requestId, name, ruleCaseTypeId }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createTag(tx, { userId: ctx.user.id, name, ruleCaseTypeId }),
    ),
  );
