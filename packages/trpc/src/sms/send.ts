import { sendSmsInput } from '@sappis/shared/sms/send-sms';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { sendTextMessage } from './send-text-message.ts';

/** 'Skicka SMS' to the customer: a number and 1..480 characters, sent once per request id. */
export const send = customerActionProcedure
  .input(sendSmsInput)
  .output(z.object({ delivery: z.enum(['QUEUED', 'NOT_CONFIGURED']) }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      sendTextMessage(tx, ctx.adapters.sms, {
        customerNumber: input.customerNumber,
        to: input.to,
        text: input.text,
        actorId: ctx.user.id,
      }),
    ),
  );
