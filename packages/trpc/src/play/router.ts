import { router } from '../trpc.ts';
import { details, removeExternalId, setExternalId } from './procedures.ts';

export const playRouter = router({
  details,
  setExternalId,
  removeExternalId,
});
