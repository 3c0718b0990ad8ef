import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';
import { messageCountsOutput } from './message-schemas.ts';
import { markMessageRead } from './service.ts';

export const markReadInput = z.object({ id: dbId('Ogiltigt meddelande') });

/** Marks one of the user's messages read. */
export const markRead = authedProcedure
  .input(markReadInput)
  .output(messageCountsOutput)
  .mutation(({ ctx, input }) =>
    markMessageRead(ctx.prisma, { userId: ctx.user.id, messageId: input.id, now: ctx.now() }),
  );
