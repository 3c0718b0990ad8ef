import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';
import { endOtherSessions, listOwnSessions } from './own-sessions.ts';

/** The signed-in user's active sessions (/sappis/profile). */
export const sessions = authedProcedure
  .output(
    z.array(
      z.object({
        createdAt: z.string(),
        lastSeenAt: z.string(),
        userAgent: z.string().nullable(),
        current: z.boolean(),
      }),
    ),
  )
  .query(({ ctx }) =>
    listOwnSessions(ctx.prisma, { userId: ctx.user.id, currentSessionId: ctx.session.id, now: ctx.now() }),
  );

/** 'Logga ut övriga sessioner': every session of the user but this one ends at once. */
export const signOutOtherSessions = authedProcedure
  .output(z.object({ ended: z.number().int() }))
  .mutation(async ({ ctx }) => ({
    ended: await endOtherSessions(ctx.prisma, { userId: ctx.user.id, currentSessionId: ctx.session.id }),
  }));
