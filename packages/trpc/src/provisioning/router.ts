import { router } from '../trpc.ts';
import { list, onChanged, retry } from './procedures.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

/** /sappis/provisionering: provisioning orders of agreement rows against the network and TV platforms. */
export const provisioningRouter = router({ list, retry, onChanged });
