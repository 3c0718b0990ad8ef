import { router } from '../trpc.ts';
import { create } from './create.ts';

export const addressesRouter = router({
  create,
});
