import { isoDay, terminationSuggestion, terminationSuggestionInputSchema } from '@sappis/shared';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { loadOperationContext } from '../operation-context.ts';

/**
 * The termination suggestion (POST avslut/{id}/forslag, action 1 by default): per asked row (all listed services
 * when none are named) its earliest and latest date and the month ends it can end on.
 */
export const terminationSuggestionQuery = customerViewProcedure
  .input(terminationSuggestionInputSchema)
  .query(async ({ ctx, input }) => {
    const today = isoDay(ctx.now());
    const context = await loadOperationContext(ctx.prisma, { agreementNumber: input.agreementNumber, today });
    return terminationSuggestion(context, today, input.rowIds, input.action);
  });
