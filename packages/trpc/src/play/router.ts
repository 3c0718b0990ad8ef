import { router } from '../trpc.ts';
import { details, removeExternalId, reset, setExternalId } from './procedures.ts';

export const playRouter = router({
  details,
  setExternalId,
  removeExternalId,
  reset,
});
