import { router } from '../trpc.ts';
import { byNumber } from './by-number.ts';
import { search } from './search.ts';

/** /sappis/cantab: customers of type cantab, outside the main provider system (SAPPIS and CANTAB). */
export const cantabRouter = router({
  search,
  byNumber,
});
