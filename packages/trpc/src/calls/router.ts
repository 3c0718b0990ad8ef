import { router } from '../trpc.ts';
import { byCustomer } from './by-customer.ts';
import { list } from './list.ts';
import { onChanged } from './on-changed.ts';
import { onNotice } from './on-notice.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const callsRouter = router({ list, byCustomer, onChanged, onNotice });
