import { router } from '../trpc.ts';
import { categories } from './categories.ts';
import { period } from './period.ts';
import { remove } from './remove.ts';
import { save } from './save.ts';
import { teamTotals } from './team-totals.ts';

/** /tidrap.html: staff report hours per day and category; team leads see their teams' totals. */
export const timeReportRouter = router({
  categories,
  period,
  save,
  remove,
  teamTotals,
});
