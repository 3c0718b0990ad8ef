import { sqlRunnerOf } from '../sql-runner.ts';
import { authedProcedure } from '../trpc.ts';
import { unreadCountOutput } from './message-schemas.ts';
import { countUnread } from './service.ts';
import { countUnreadInBatch } from './unread-counts.ts';

/** The user's unread messages: `{ count }` (the bell's bullet and the menu pill). */
export const unreadCount = authedProcedure
  .output(unreadCountOutput)
  .query(({ ctx }) =>
    ctx.sqlPool ? countUnreadInBatch(ctx.sqlPool, ctx.user.id) : countUnread(sqlRunnerOf(ctx), ctx.user.id),
  );
