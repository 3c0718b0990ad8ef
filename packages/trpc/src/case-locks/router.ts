import { router } from '../trpc.ts';
import { acquire } from './acquire.ts';
import { heartbeat } from './heartbeat.ts';
import { onChanged } from './on-changed.ts';
import { onListChanged } from './on-list-changed.ts';
import { release } from './release.ts';
import { takeOver } from './take-over.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const caseLocksRouter = router({
  acquire,
  heartbeat,
  onChanged,
  onListChanged,
  release,
  takeOver,
});
