import { operationInputBase, operationResultSchema, planRegret, regretChoicesSchema } from '@sappis/shared';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { operationRunner, runOperation } from '../run-operation.ts';

/** 'Ångra' (document 2 sections 4, 5, 9): services bought within 14 days end, with the regret fee if chosen. */
export const regret = customerActionProcedure
  .input(operationInputBase.extend({ choices: regretChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) => runOperation(operationRunner(ctx, path), { input, plan: planRegret }));
