import { router } from '../trpc.ts';
import { create } from './create.ts';
import { list } from './list.ts';

/** /sappis/shorten-link: short links of ours (/l/{slug}, see apps/api) to http(s) addresses, with visit counts. */
export const shortLinksRouter = router({
  list,
  create,
});
