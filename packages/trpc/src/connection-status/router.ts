import { router } from '../trpc.ts';
import { accesses, diagnostic, status } from './procedures.ts';

/** Connection status 'Inkopplingsstatus' and the netadmin block (document 3 panels 19 and 20), via the ON-API. */
export const connectionStatusRouter = router({
  accesses,
  status,
  diagnostic,
});
