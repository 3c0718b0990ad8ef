import { z } from 'zod';
import { publicProcedure } from '../trpc.ts';

/** How staff may sign in on this server, for the sign-in page: the password form, the company account, or both. */
export const signInMethods = publicProcedure
  .output(z.object({ password: z.boolean(), companyAccount: z.boolean() }))
  .query(({ ctx }) => ({ ...ctx.signInMethods }));
