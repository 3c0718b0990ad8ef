import { historyListInput } from '@sappis/shared';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { historyPageOutput } from './history-schemas.ts';
import { listCustomerHistory } from './history-service.ts';

/** One page of the customer's history, newest first (whoever may open the customer view). */
export const list = customerViewProcedure
  .input(historyListInput)
  .output(historyPageOutput)
  .query(({ ctx, input }) =>
    listCustomerHistory(ctx.prisma, {
      customerNumber: input.customerNumber,
      filter: input.filter,
      cursor: input.cursor ?? null,
      limit: input.limit,
    }),
  );
