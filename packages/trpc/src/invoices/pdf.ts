import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { createInvoicePdf } from './invoice-pdf.ts';
import { invoiceNumberInput } from './invoice-schemas.ts';

/** The invoice file: a PDF generated on the server, base64 encoded. */
export const pdf = customerViewProcedure
  .input(invoiceNumberInput)
  .output(z.object({ fileName: z.string(), contentBase64: z.string() }))
  .query(async ({ ctx, input }) => {
    const file = await createInvoicePdf(ctx.prisma, {
      invoiceNumber: input.invoiceNumber,
      productName: ctx.productName,
    });
    return { fileName: file.fileName, contentBase64: file.content.toString('base64') };
  });
