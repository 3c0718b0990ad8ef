import {
  continueChoicesSchema,
  operationInputBase,
  operationResultSchema,
  planContinue,
} from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { runOperation } from '../run-operation.ts';

/** Continue services (document 2 sections 2, 4, 5, 9): new rows from the day after the end, and a case 309. */
export const continueServices = customerViewProcedure
  .input(operationInputBase.extend({ choices: continueChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    runOperation(ctx.prisma, { procedure: path, user: ctx.user, now: ctx.now(), input, plan: planContinue }),
  );
