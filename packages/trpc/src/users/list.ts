import { USER_ADMIN_GROUPS, userSearchSchema } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { adminUserOutput } from './schemas.ts';
import { listUsers } from './user-admin-service.ts';

/** Users and their groups (/sappis/groups), searched by name, username, e-mail or employee number. */
export const list = requireGroups(...USER_ADMIN_GROUPS)
  .input(userSearchSchema)
  .output(z.object({ users: z.array(adminUserOutput), total: z.number().int(), pageSize: z.number().int() }))
  .query(({ ctx, input }) => listUsers(ctx.prisma, { ...input, productName: ctx.productName }));
