import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { invoiceDetailsOutput, invoiceNumberInput } from './invoice-schemas.ts';
import { getInvoiceDetails } from './service.ts';

/** Invoice details: rows and collection-service events. */
export const details = customerViewProcedure
  .input(invoiceNumberInput)
  .output(invoiceDetailsOutput)
  .query(({ ctx, input }) => getInvoiceDetails(ctx.prisma, input.invoiceNumber));
