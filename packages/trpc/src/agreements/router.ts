import { router } from '../trpc.ts';
import { compensate } from './compensation/compensate.ts';
import { operationContext } from './operation-context-query.ts';

/** Agreement operations of documents 2 and 3 (docs/operations.md): the planning context and one mutation each. */
export const agreementsRouter = router({
  operationContext,
  compensate,
});
