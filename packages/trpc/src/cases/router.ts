import { router } from '../trpc.ts';
import { search } from './search.ts';

export const casesRouter = router({
  search,
});
