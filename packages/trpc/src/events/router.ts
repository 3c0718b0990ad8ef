import { router } from '../trpc.ts';
import { onCaseEvents } from './on-case-events.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const eventsRouter = router({
  onCaseEvents,
});
