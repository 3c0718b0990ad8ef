import { z } from 'zod';
import { publicProcedure } from '../trpc.ts';
import { logOut } from './service.ts';

export const logoutOutput = z.object({ ok: z.literal(true) });

/** Signs out: deletes the session and clears the cookie. Harmless when not signed in. */
export const logout = publicProcedure.output(logoutOutput).mutation(async ({ ctx }) => {
  await logOut(ctx.prisma, ctx.sessionToken);
  ctx.endSession();
  return { ok: true as const };
});
