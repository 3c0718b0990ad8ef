import { router } from '../trpc.ts';
import { caseLogs } from './case-logs.ts';
import { objectLog } from './object-log.ts';

/** Log information (document 2): an object's log entries and the customer's case logs. */
export const logsRouter = router({
  objectLog,
  caseLogs,
});
