import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { authorsInput, authorsOutput } from './history-schemas.ts';
import { customerHistoryAuthors } from './history-service.ts';

/** Everyone in the customer's history: the choices of its user filter. */
export const authors = customerViewProcedure
  .input(authorsInput)
  .output(authorsOutput)
  .query(({ ctx, input }) => customerHistoryAuthors(ctx.prisma, input.customerNumber));
