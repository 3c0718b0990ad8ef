import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { customerCalls } from './call-log.ts';
import { callOutput, customerCallsInput } from './call-schemas.ts';

/** The customer view's 'Historik': the customer's calls. */
export const byCustomer = customerViewProcedure
  .input(customerCallsInput)
  .output(z.array(callOutput))
  .query(({ ctx, input }) => customerCalls(ctx.prisma, input.customerNumber));
