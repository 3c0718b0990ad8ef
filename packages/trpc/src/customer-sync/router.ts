import { router } from '../trpc.ts';
import { sync } from './sync.ts';

export const customerSyncRouter = router({ sync });
