import {
  compensationChoicesSchema,
  operationInputBase,
  operationResultSchema,
  planCompensation,
} from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner, runOperation } from '../run-operation.ts';

/** Compensate customer (document 2 sections 2, 5, 9): a credit row KOMPENSATION and a case 171. */
export const compensate = customerActionProcedure
  .input(operationInputBase.extend({ choices: compensationChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    runOperation(operationRunner(ctx, path), { input, plan: planCompensation }),
  );
