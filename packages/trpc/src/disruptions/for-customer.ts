import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { customerDisruptionsInput, disruptionOutput } from './disruption-schemas.ts';
import { customerDisruptions } from './service.ts';

/** The customer view: the ongoing disruptions that touch the customer's addresses or networks. */
export const forCustomer = customerViewProcedure
  .input(customerDisruptionsInput)
  .output(z.array(disruptionOutput))
  .query(({ ctx, input }) => customerDisruptions(ctx.prisma, input.customerNumber, ctx.now()));
