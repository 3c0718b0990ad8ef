import { newUserSchema, requestIdSchema, USER_ADMIN_GROUPS } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { createUser, hashNewUserPassword } from './user-admin-service.ts';

/** Creates a user with a first password and the groups the caller may give. */
export const create = requireGroups(...USER_ADMIN_GROUPS)
  .input(newUserSchema.extend({ requestId: requestIdSchema }))
  .output(z.object({ id: z.number().int() }))
  .mutation(async ({ ctx, input: { requestId, ...user }, path }) => {
    const passwordHash = await hashNewUserPassword(user);
    const actor = { id: ctx.user.id, groups: ctx.user.groups, productName: ctx.productName };
    return runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      createUser(tx, { actor, user, passwordHash }),
    );
  });
