import { genericEmailInput } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { sendGenericEmail } from './send-generic-email.ts';

/** 'Skicka e-post' to the customer: subject, title and content, sent once per request id. */
export const sendGeneric = customerActionProcedure
  .input(genericEmailInput)
  .output(z.object({ status: z.string() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      sendGenericEmail(tx, ctx.adapters.email, {
        customerNumber: input.customerNumber,
        subject: input.subject,
        title: input.title,
        content: input.content,
        actorId: ctx.user.id,
      }),
    ),
  );
