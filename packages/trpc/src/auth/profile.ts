import { authedProcedure } from '../trpc.ts';
import { profileOutput } from './login.ts';
import { toProfile } from './service.ts';

/** The signed-in user (the user's core profile: name, employee number, groups), as the session lookup read it. */
export const profile = authedProcedure.output(profileOutput).query(({ ctx }) => toProfile(ctx.user));
