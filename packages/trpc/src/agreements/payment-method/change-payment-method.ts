import {
  operationInputBase,
  operationResultSchema,
  paymentMethodChangeChoicesSchema,
  planPaymentMethodChange,
} from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner, runOperation } from '../run-operation.ts';

/**
 * Payment-method change (document 1 section 7.1): a case 120 about the customer, related through one of the
 * customer's agreements (the operation pattern's case relation: name, number, contacts, delivery address).
 */
export const changePaymentMethod = customerActionProcedure
  .input(operationInputBase.extend({ choices: paymentMethodChangeChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    runOperation(operationRunner(ctx, path), { input, plan: planPaymentMethodChange }),
  );
