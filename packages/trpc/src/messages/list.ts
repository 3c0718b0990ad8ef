import { groupsFor, pageNumber, pageSize } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { messageOutput } from './message-schemas.ts';
import { listMessages } from './service.ts';

export const listInput = z.object({
  page: pageNumber,
  pageSize: pageSize(100).default(20),
});

export const listOutput = z.object({
  messages: z.array(messageOutput),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unreadCount: z.number().int(),
});

/** /sappis/meddelanden: the user's messages, newest first, a page at a time. */
export const list = requireGroups(...groupsFor('messages'))
  .input(listInput)
  .output(listOutput)
  .query(({ ctx, input }) => listMessages(ctx.prisma, { userId: ctx.user.id, ...input }));
