import { router } from '../trpc.ts';
import { periods } from './periods.ts';
import { specification } from './specification.ts';

export const telephonyRouter = router({ periods, specification });
