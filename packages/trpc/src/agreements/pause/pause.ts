import {
  isoDay,
  operationInputBase,
  operationResultSchema,
  pauseChoicesSchema,
  planPause,
} from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { outboxEmailSender } from '../../email/email-sender.ts';
import { executeOperation } from '../execute-operation.ts';
import { operationActorOf } from '../operation-actor.ts';

/**
 * Pause services (document 2 sections 2, 5, 7, 9): the services end, a PAUS fee row, a case 187, and a follow-up
 * that starts the services again on the start date (run by the job queue, packages/trpc/src/jobs).
 */
export const pause = customerViewProcedure
  .input(operationInputBase.extend({ choices: pauseChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) => {
    const actor = operationActorOf(ctx.user);
    return executeOperation(ctx.prisma, {
      procedure: path,
      requestId: input.requestId,
      agreementNumber: input.agreementNumber,
      planFingerprint: input.planFingerprint,
      actor,
      now: ctx.now(),
      today: isoDay(ctx.now()),
      email: outboxEmailSender,
      plan: (context, today) => planPause(context, input.choices, today, actor),
    });
  });
