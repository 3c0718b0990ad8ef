import { dbId, USER_ADMIN_GROUPS } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { adminUserOutput } from './schemas.ts';
import { setUserActive } from './user-admin-service.ts';

/** Disables (signed out everywhere at once) or enables a user; a repeat changes nothing. */
export const setActive = requireGroups(...USER_ADMIN_GROUPS)
  .input(z.object({ userId: dbId(), active: z.boolean() }))
  .output(adminUserOutput)
  .mutation(({ ctx, input }) =>
    setUserActive(ctx.prisma, {
      actor: { id: ctx.user.id, groups: ctx.user.groups, productName: ctx.productName },
      ...input,
    }),
  );
