import {
  editRowDatesChoicesSchema,
  isoDay,
  operationInputBase,
  operationResultSchema,
  planEditRowDates,
} from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { outboxEmailSender } from '../../email/email-sender.ts';
import { executeOperation } from '../execute-operation.ts';
import { operationActorOf } from '../operation-actor.ts';

/**
 * Edit dates of a row, and change date on an additional row (document 2 sections 2, 5, 7): the row's new start
 * and end, a bound row's bound-until date recomputed from a new start.
 */
export const editRowDates = customerViewProcedure
  .input(operationInputBase.extend({ choices: editRowDatesChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    executeOperation(ctx.prisma, {
      procedure: path,
      requestId: input.requestId,
      agreementNumber: input.agreementNumber,
      planFingerprint: input.planFingerprint,
      actor: operationActorOf(ctx.user),
      now: ctx.now(),
      today: isoDay(ctx.now()),
      email: outboxEmailSender,
      plan: (context, today) => planEditRowDates(context, input.choices, today),
    }),
  );
