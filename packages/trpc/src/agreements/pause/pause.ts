import { operationInputBase, operationResultSchema, pauseChoicesSchema, planPause } from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { runOperation } from '../run-operation.ts';

/**
 * Pause services (document 2 sections 2, 5, 7, 9): the services end, a PAUS fee row, a case 187, and a follow-up
 * that starts the services again on the start date (run by the job queue, packages/trpc/src/jobs).
 */
export const pause = customerViewProcedure
  .input(operationInputBase.extend({ choices: pauseChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    runOperation(ctx.prisma, { procedure: path, user: ctx.user, now: ctx.now(), input, plan: planPause }),
  );
