import {
  continueChoicesSchema,
  isoDay,
  operationInputBase,
  operationResultSchema,
  planContinue,
} from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { outboxEmailSender } from '../../email/email-sender.ts';
import { executeOperation } from '../execute-operation.ts';
import { operationActorOf } from '../operation-actor.ts';

/** Continue services (document 2 sections 2, 4, 5, 9): new rows from the day after the end, and a case 309. */
export const continueServices = customerViewProcedure
  .input(operationInputBase.extend({ choices: continueChoicesSchema }))
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
      plan: (context, today) => planContinue(context, input.choices, today, actor),
    });
  });
