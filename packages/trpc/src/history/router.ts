import { router } from '../trpc.ts';
import { authors } from './authors.ts';
import { list } from './list.ts';
import { onChanged } from './on-changed.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

/** The customer's history ('Historik'): the audited writes that concern the customer. */
export const historyRouter = router({ list, authors, onChanged });
