import { router } from '../trpc.ts';
import { byNumber } from './by-number.ts';
import { search } from './search.ts';
import { setStatus } from './set-status.ts';
import { update } from './update.ts';

export const casesRouter = router({
  byNumber,
  search,
  setStatus,
  update,
});
