import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';
import { createInvoicePdf } from './invoice-pdf.ts';
import { invoiceNumberInput } from './invoice-schemas.ts';

/** The invoice file: a PDF generated on the server, base64 encoded. */
export const pdf = authedProcedure
  .input(invoiceNumberInput)
  .output(z.object({ fileName: z.string(), contentBase64: z.string() }))
  .query(({ ctx, input }) => createInvoicePdf(ctx.prisma, input.invoiceNumber));
