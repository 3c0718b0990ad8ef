import { router } from '../trpc.ts';
import { myReports } from './my-reports.ts';
import { report } from './report.ts';

/** /sappis/support (Intern support): staff report problems with Sappis, which become cases, and follow them. */
export const supportRouter = router({
  report,
  myReports,
});
