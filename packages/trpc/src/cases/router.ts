import { router } from '../trpc.ts';
import { assign } from './assign.ts';
import { byNumber } from './by-number.ts';
import { children } from './children/children.ts';
import { createChild } from './children/create-child.ts';
import { updateContact } from './contact/update-contact.ts';
import { create } from './create.ts';
import { exportCount } from './export/export-count.ts';
import { link } from './link/link.ts';
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
  children,
  createChild,
  link,
  updateContact,
});
