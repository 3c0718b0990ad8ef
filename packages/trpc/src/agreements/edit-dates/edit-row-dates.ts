import {
  editRowDatesChoicesSchema,
  operationInputBase,
  operationResultSchema,
  planEditRowDates,
} from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner, runOperation } from '../run-operation.ts';

/**
 * Edit dates of a row, and change date on an additional row (document 2 sections 2, 5, 7): the row's new start
 * and end, a bound row's bound-until date recomputed from a new start.
 */
export const editRowDates = customerActionProcedure
  .input(operationInputBase.extend({ choices: editRowDatesChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    runOperation(operationRunner(ctx, path), { input, plan: planEditRowDates }),
  );
