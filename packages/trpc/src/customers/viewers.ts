import { z } from 'zod';
import { customerViewerOutput, viewersInput } from './customer-live-schemas.ts';
import { listCustomerViewers } from './customer-presence.ts';
import { customerViewProcedure } from './customer-view-procedure.ts';

/** Who has the customer view open right now ('Kunden är öppen hos: ...'); live changes come with onChanged. */
export const viewers = customerViewProcedure
  .input(viewersInput)
  .output(z.array(customerViewerOutput))
  .query(({ ctx, input }) => listCustomerViewers(ctx.prisma, input.customerNumber, ctx.now()));
