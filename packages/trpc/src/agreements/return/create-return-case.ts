import {
  operationInputBase,
  operationResultSchema,
  planReturnCase,
  returnCaseChoicesSchema,
} from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner, runOperation } from '../run-operation.ts';

/**
 * Create return case (document 2 sections 2, 5, 6, 7, 9): a case of the reason's type with status 3, and a
 * follow-up that e-mails the return slip 7 days before the return date (run by the job queue,
 * jobs/send-return-slip.ts). Garanti is checked against the session's groups in the plan.
 */
export const createReturnCase = customerActionProcedure
  .input(operationInputBase.extend({ choices: returnCaseChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    runOperation(operationRunner(ctx, path), { input, plan: planReturnCase }),
  );
