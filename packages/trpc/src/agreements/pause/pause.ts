import { operationInputBase, operationResultSchema, pauseChoicesSchema, planPause } from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner, runOperation } from '../run-operation.ts';

/**
 * Pause services (document 2 sections 2, 4, 5, 7, 9): the services end, a PAUS fee row, the services' returning
 * rows from the start date (created now, priced as before), and a case 187.
 */
export const pause = customerActionProcedure
  .input(operationInputBase.extend({ choices: pauseChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) => runOperation(operationRunner(ctx, path), { input, plan: planPause }));
