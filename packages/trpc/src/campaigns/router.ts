import { router } from '../trpc.ts';
import { list } from './list.ts';

/** /sappis/kampanjer: the campaigns and their offers (read only; campaigns come from the product system). */
export const campaignsRouter = router({
  list,
});
