import { router } from '../trpc.ts';
import { details } from './details.ts';
import { list } from './list.ts';
import { pdf } from './pdf.ts';

export const invoicesRouter = router({
  list,
  details,
  pdf,
});
