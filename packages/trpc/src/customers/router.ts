import { router } from '../trpc.ts';
import { byNumber } from './by-number.ts';

export const customersRouter = router({
  byNumber,
});
