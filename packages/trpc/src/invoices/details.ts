import { authedProcedure } from '../trpc.ts';
import { invoiceDetailsOutput, invoiceNumberInput } from './invoice-schemas.ts';
import { getInvoiceDetails } from './service.ts';

/** Invoice details: rows and collection-service events. */
export const details = authedProcedure
  .input(invoiceNumberInput)
  .output(invoiceDetailsOutput)
  .query(({ ctx, input }) => getInvoiceDetails(ctx.prisma, input.invoiceNumber));
