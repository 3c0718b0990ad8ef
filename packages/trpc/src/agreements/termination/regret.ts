import { operationInputBase, operationResultSchema, planRegret, regretChoicesSchema } from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { executeWithChoices } from './execute-choices.ts';

/** 'Ångra' (document 2 sections 4, 5, 9): services bought within 14 days end, with the regret fee if chosen. */
export const regret = customerViewProcedure
  .input(operationInputBase.extend({ choices: regretChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) => executeWithChoices(ctx, path, input, planRegret));
