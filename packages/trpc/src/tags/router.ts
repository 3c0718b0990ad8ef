import { router } from '../trpc.ts';
import { addToCase } from './add-to-case.ts';
import { catalogue } from './catalogue.ts';
import { create } from './create.ts';
import { remove } from './delete.ts';
import { list } from './list.ts';
import { onChanged } from './on-changed.ts';
import { removeFromCase } from './remove-from-case.ts';
import { rename } from './rename.ts';
import { setRule } from './set-rule.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const tagsRouter = router({
  list,
  addToCase,
  removeFromCase,
  catalogue,
  create,
  rename,
  setRule,
  delete: remove,
  onChanged,
});
