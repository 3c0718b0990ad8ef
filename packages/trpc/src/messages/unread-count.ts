import { sqlRunnerOf } from '../sql-runner.ts';
import { authedProcedure } from '../trpc.ts';
import { unreadCountOutput } from './message-schemas.ts';
import { countUnread } from './service.ts';

/** The user's unread messages: `{ count }` (the bell's bullet and the menu pill). */
export const unreadCount = authedProcedure
  .output(unreadCountOutput)
  .query(({ ctx }) => countUnread(sqlRunnerOf(ctx), ctx.user.id));
