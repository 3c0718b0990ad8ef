import { router } from '../trpc.ts';
import { create } from './create.ts';
import { groupCatalogue } from './group-catalogue.ts';
import { list } from './list.ts';
import { setActive } from './set-active.ts';
import { setMembership } from './set-membership.ts';

/** /sappis/groups: who may do what — users, their groups, new and disabled users. */
export const usersRouter = router({
  list,
  groupCatalogue,
  setMembership,
  create,
  setActive,
});
