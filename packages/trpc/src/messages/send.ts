import { groupsFor, requestIdSchema } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { sendMessage } from './service.ts';

export const MESSAGE_MAX_LENGTH = 2000;

export const sendInput = z
  .object({
    requestId: requestIdSchema,
    caseNumber: z.number().int().positive('Ogiltigt ärendenummer'),
    recipientUserId: z.number().int().positive().optional(),
    recipientEmail: z.email('Ange en giltig e-postadress').trim().optional(),
    message: z
      .string()
      .trim()
      .min(1, 'Skriv ett meddelande')
      .max(MESSAGE_MAX_LENGTH, `Meddelandet får vara högst ${MESSAGE_MAX_LENGTH} tecken`),
  })
  .refine((input) => (input.recipientUserId === undefined) !== (input.recipientEmail === undefined), {
    message: 'Välj en mottagare',
    path: ['recipient'],
  });

/** An agent writes to a colleague about a case. */
export const send = requireGroups(...groupsFor('case'))
  .input(sendInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      sendMessage(tx, {
        senderId: ctx.user.id,
        caseNumber: input.caseNumber,
        recipient:
          input.recipientUserId !== undefined
            ? { userId: input.recipientUserId }
            : { email: input.recipientEmail ?? '' },
        message: input.message,
      }),
    ),
  );
