import { groupsFor, submitScoreSchema } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { submitScore as storeScore } from './arcade-service.ts';

/**
 * A finished game's score, with the play time behind it: a score the time cannot give is refused
 * (submitScoreSchema). The three games share the route groups of /pong.html (all SAPPIS).
 */
export const submitScore = requireGroups(...groupsFor('pong'))
  .input(submitScoreSchema)
  .output(z.object({ rank: z.number().int() }))
  .mutation(({ ctx, input: { requestId, game, score, playedMs }, path }) =>
    runOnce(ctx.prisma, { requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      storeScore(tx, { userId: ctx.user.id, game, score, playedMs }),
    ),
  );
