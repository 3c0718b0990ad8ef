import {
  isoDay,
  operationInputBase,
  operationResultSchema,
  paymentMethodChangeChoicesSchema,
  planPaymentMethodChange,
} from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { outboxEmailSender } from '../../email/email-sender.ts';
import { executeOperation } from '../execute-operation.ts';
import { operationActorOf } from '../operation-actor.ts';

/**
 * Payment-method change (document 1 section 7.1): a case 120 about the customer, related through one of the
 * customer's agreements (the operation pattern's case relation: name, number, contacts, delivery address).
 */
export const changePaymentMethod = customerViewProcedure
  .input(operationInputBase.extend({ choices: paymentMethodChangeChoicesSchema }))
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
      plan: (context) => planPaymentMethodChange(context, input.choices),
    }),
  );
