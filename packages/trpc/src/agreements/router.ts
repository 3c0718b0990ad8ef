import { router } from '../trpc.ts';
import { compensate } from './compensation/compensate.ts';
import { continueServices } from './continue/continue-services.ts';
import { operationContext } from './operation-context-query.ts';
import { pause } from './pause/pause.ts';

/** Agreement operations of documents 2 and 3 (docs/operations.md): the planning context and one mutation each. */
export const agreementsRouter = router({
  operationContext,
  compensate,
  pause,
  continue: continueServices,
});
