import { createOtpInput } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customers/customer-view-procedure.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { issueOneTimePassword } from './one-time-passwords.ts';

/**
 * 'Skapa engångslösenord': a code valid 30 seconds. A retried submit (same requestId) answers with the same
 * code instead of issuing a second one (that answer is kept with the request id; the code in it has expired
 * 30 seconds later).
 */
export const createOtp = customerActionProcedure
  .input(createOtpInput)
  .output(z.object({ otp: z.string(), issuedAt: z.iso.datetime(), expiresAt: z.iso.datetime() }))
  .mutation(({ ctx, input, path }) =>
    runOnce(ctx.prisma, { requestId: input.requestId, userId: ctx.user.id, procedure: path }, (tx) =>
      issueOneTimePassword(tx, {
        customerNumber: input.customerNumber,
        actorId: ctx.user.id,
        now: ctx.now(),
      }),
    ),
  );
