import { router } from '../trpc.ts';
import { history, perform } from './procedures.ts';

export const creditChecksRouter = router({
  history,
  perform,
});
