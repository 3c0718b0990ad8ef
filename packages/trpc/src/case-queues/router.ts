import { router } from '../trpc.ts';
import { create } from './create.ts';
import { definitions } from './definitions.ts';
import { remove } from './delete.ts';
import { get } from './get.ts';
import { list } from './list.ts';
import { onChanged } from './on-changed.ts';
import { options } from './options.ts';
import { reorder } from './reorder.ts';
import { update } from './update.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const caseQueuesRouter = router({
  list,
  get,
  onChanged,
  definitions,
  options,
  create,
  update,
  reorder,
  delete: remove,
});
