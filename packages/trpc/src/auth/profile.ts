import { authedProcedure } from '../trpc.ts';
import { profileOutput } from './login.ts';
import { getProfile } from './service.ts';

/** The signed-in user (the user's core profile: name, employee number, groups). */
export const profile = authedProcedure
  .output(profileOutput)
  .query(({ ctx }) => getProfile(ctx.prisma, ctx.user.id));
