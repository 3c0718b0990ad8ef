import { z } from 'zod';
import { releaseUserLocks } from '../case-locks/service.ts';
import { publicProcedure } from '../trpc.ts';
import { logOut } from './service.ts';

export const logoutOutput = z.object({ ok: z.literal(true) });

/** Signs out: releases the user's case locks, deletes the session and clears the cookie. Harmless when not signed in. */
export const logout = publicProcedure.output(logoutOutput).mutation(async ({ ctx }) => {
  const session = await ctx.getSession();
  if (session) await releaseUserLocks(ctx.prisma, { userId: session.user.id });
  await logOut(ctx.prisma, ctx.sessionToken);
  ctx.endSession();
  return { ok: true as const };
});
