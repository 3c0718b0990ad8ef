import { router } from '../trpc.ts';
import { highScores } from './high-scores.ts';
import { submitScore } from './submit-score.ts';

/** /pong.html, /sappybird.html, /sappybuss.html: the arcade's high-score lists, one per game, kept per user. */
export const arcadeRouter = router({
  highScores,
  submitScore,
});
