import { dbId, groupsFor, requestIdSchema, requiredText, trimmedText } from '@sappis/shared';
import { z } from 'zod';
import { runOnce } from '../idempotency/run-once.ts';
import { requireGroups } from '../trpc.ts';
import { sendMessage } from './service.ts';

export const MESSAGE_MAX_LENGTH = 2000;

export const sendInput = z
  .object({
    requestId: requestIdSchema,
    caseNumber: dbId('Ogiltigt ärendenummer'),
    recipientUserId: dbId().optional(),
    recipientEmail: trimmedText(254, 'Ange en giltig e-postadress')
      .pipe(z.email('Ange en giltig e-postadress'))
      .optional(),
    message: requiredText(MESSAGE_MAX_LENGTH, {
      required: 'Skriv ett meddelande',
      tooLong: `Meddelandet får vara högst ${MESSAGE_MAX_LENGTH} tecken`,
    }),
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
