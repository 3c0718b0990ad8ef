import { membershipSchema, USER_ADMIN_GROUPS } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { adminUserOutput } from './schemas.ts';
import { changeMembership } from './user-admin-service.ts';

/** Gives (member true) or takes a group; a repeat changes nothing. THIRD_LINE may not touch ADMIN or {product}_IT. */
export const setMembership = requireGroups(...USER_ADMIN_GROUPS)
  .input(membershipSchema.extend({ member: z.boolean() }))
  .output(adminUserOutput)
  .mutation(({ ctx, input }) =>
    changeMembership(ctx.prisma, {
      actor: { id: ctx.user.id, groups: ctx.user.groups, productName: ctx.productName },
      ...input,
    }),
  );
