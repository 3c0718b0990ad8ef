import {
  compensationChoicesSchema,
  isoDay,
  operationInputBase,
  operationResultSchema,
  planCompensation,
} from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { outboxEmailSender } from '../../email/email-sender.ts';
import { executeOperation } from '../execute-operation.ts';
import { operationActorOf } from '../operation-actor.ts';

/** Compensate customer (document 2 sections 2, 5, 9): a credit row KOMPENSATION and a case 171. */
export const compensate = customerViewProcedure
  .input(operationInputBase.extend({ choices: compensationChoicesSchema }))
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
      plan: (context) => planCompensation(context, input.choices, actor),
    });
  });
