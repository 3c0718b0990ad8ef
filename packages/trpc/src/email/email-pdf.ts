import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { emailById } from './email-by-id.ts';
import { emailFileName, emailPdf } from './email-pdf-document.ts';

/** 'Spara som PDF': the e-mail as a PDF generated on the server, base64 encoded, with its file name. */
export const pdf = customerViewProcedure
  .input(z.object({ id: dbId('Ogiltigt e-postmeddelande') }))
  .output(z.object({ fileName: z.string(), contentBase64: z.string() }))
  .query(async ({ ctx, input }) => {
    const email = await emailById(ctx.prisma, input.id);
    const file = await emailPdf(email);
    return { fileName: emailFileName(email.title, email.sentAt), contentBase64: file.toString('base64') };
  });
