import { router } from '../trpc.ts';
import { config } from './config.ts';
import { serverTime } from './server-time.ts';
import { toolLinks } from './tool-links.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const systemRouter = router({
  config,
  serverTime,
  toolLinks,
});
