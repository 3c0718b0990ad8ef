import { router } from '../trpc.ts';
import { create } from './create.ts';
import { forCustomer } from './for-customer.ts';
import { list } from './list.ts';
import { onChanged } from './on-changed.ts';
import { update } from './update.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const disruptionsRouter = router({ list, forCustomer, create, update, onChanged });
