import { authedProcedure } from '../trpc.ts';
import { profileOutput } from './login.ts';
import { toProfile } from './service.ts';

/**
 * The signed-in user (the user's core profile: name, employee number, groups), as the session lookup read it.
 * The groups are the profile's names ('SAPPA_IT'), as login answers them: the web app turns them into identifiers
 * (groupIdsOf), which drops a name holding '{product}', so sending ctx.user's identifiers lost {product}_IT.
 */
export const profile = authedProcedure.output(profileOutput).query(({ ctx }) => toProfile(ctx.session.user));
