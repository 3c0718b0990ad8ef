import { router } from '../trpc.ts';
import { byNumber } from './by-number.ts';
import { search } from './search.ts';

/** /sappis/bitcom-brf: bitcom housing associations (bostadsrättsföreningar), outside the main provider system. */
export const bitcomRouter = router({
  search,
  byNumber,
});
