import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';
import { messageOutput } from './message-schemas.ts';
import { latestMessages } from './service.ts';

export const latestOutput = z.object({
  /** Up to 5 unread messages, or the 3 latest when none is unread; newest first. */
  messages: z.array(messageOutput),
  unreadCount: z.number().int(),
  total: z.number().int(),
  /** The newest message id the user has: 'Markera alla som lästa' marks up to it. */
  newestId: z.number().int().nullable(),
});

/** The bell panel 'Meddelanden' (document 1 section 2.2). */
export const latest = authedProcedure
  .output(latestOutput)
  .query(({ ctx }) => latestMessages(ctx.prisma, ctx.user.id));
