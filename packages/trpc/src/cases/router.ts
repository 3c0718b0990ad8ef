import { router } from '../trpc.ts';
import { assign } from './assign.ts';
import { byNumber } from './by-number.ts';
import { create } from './create.ts';
import { exportCount } from './export/export-count.ts';
import { ownerGroups } from './owner-groups.ts';
import { search } from './search.ts';
import { setStatus } from './set-status.ts';
import { types } from './types.ts';
import { update } from './update.ts';

export const casesRouter = router({
  assign,
  byNumber,
  create,
  exportCount,
  ownerGroups,
  search,
  setStatus,
  types,
  update,
});
