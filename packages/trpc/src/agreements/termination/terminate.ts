import {
  operationInputBase,
  operationResultSchema,
  planTermination,
  terminationChoicesSchema,
} from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner, runOperation } from '../run-operation.ts';

/** 'Avsluta' (document 2 sections 2, 4, 5, 9): the ticked services end on their month ends; case 182/183. */
export const terminate = customerActionProcedure
  .input(operationInputBase.extend({ choices: terminationChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    runOperation(operationRunner(ctx, path), { input, plan: planTermination }),
  );
