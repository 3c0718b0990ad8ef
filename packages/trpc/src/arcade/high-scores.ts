import { arcadeGameSchema, groupsFor } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { highScores as readHighScores } from './arcade-service.ts';

const entry = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  score: z.number().int(),
  createdAt: z.string(),
});

/** A game's ten best results with names, and the signed-in user's own best with its place. */
export const highScores = requireGroups(...groupsFor('pong'))
  .input(z.object({ game: arcadeGameSchema }))
  .output(
    z.object({
      top: z.array(entry.extend({ name: z.string(), mine: z.boolean() })),
      myBest: entry.nullable(),
    }),
  )
  .query(({ ctx, input }) => readHighScores(ctx.prisma, { userId: ctx.user.id, game: input.game }));
