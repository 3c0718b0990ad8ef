import { router } from '../trpc.ts';
import { latest } from './latest.ts';
import { list } from './list.ts';
import { markAllRead } from './mark-all-read.ts';
import { markRead } from './mark-read.ts';
import { onChanged } from './on-changed.ts';
import { recipients } from './recipients.ts';
import { send } from './send.ts';
import { unreadCount } from './unread-count.ts';
import { watchedQueues, watchQueue } from './watch-queue.ts';

// Declarations of a router that yields tracked() events need this name in scope (see notes/stack.md).
export type { TrackedData } from '@trpc/server/unstable-core-do-not-import';

export const messagesRouter = router({
  list,
  unreadCount,
  latest,
  markRead,
  markAllRead,
  send,
  recipients,
  watchQueue,
  watchedQueues,
  onChanged,
});
