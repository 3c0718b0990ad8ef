import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';
import { messageCountsOutput } from './message-schemas.ts';
import { markAllMessagesRead } from './service.ts';

export const markAllReadInput = z.object({
  /** The newest message id the client has seen; newer messages stay unread. */
  upToId: dbId('Ogiltigt meddelande'),
});

/** 'Markera alla som lästa'. */
export const markAllRead = authedProcedure
  .input(markAllReadInput)
  .output(messageCountsOutput.extend({ marked: z.number().int() }))
  .mutation(({ ctx, input }) =>
    markAllMessagesRead(ctx.prisma, { userId: ctx.user.id, upToId: input.upToId, now: ctx.now() }),
  );
