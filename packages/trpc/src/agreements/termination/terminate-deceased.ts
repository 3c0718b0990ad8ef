import {
  CUSTOMER_ACTION_GROUPS,
  DECEASED_TERMINATION_GROUPS,
  deceasedChoicesSchema,
  operationInputBase,
  operationResultSchema,
  planDeceasedTermination,
} from '@sappis/shared';
import { requireGroupsAndAnyOf } from '../../trpc.ts';
import { operationRunner, runOperation } from '../run-operation.ts';

/**
 * 'Avsluta (avliden)' (document 2 sections 5, 6): only users who may act in the customer view and are admin,
 * {product}_IT or super user; the tab's visibility is no protection, this check is.
 */
export const terminateDeceased = requireGroupsAndAnyOf(CUSTOMER_ACTION_GROUPS, DECEASED_TERMINATION_GROUPS)
  .input(operationInputBase.extend({ choices: deceasedChoicesSchema }))
  .output(operationResultSchema)
  .mutation(({ ctx, input, path }) =>
    runOperation(operationRunner(ctx, path), { input, plan: planDeceasedTermination }),
  );
