import { z } from 'zod';
import type { PlannedEmail } from '../agreements/operations/plan.ts';
import { formatKr as kr } from '../agreements/prices.ts';
import { dbId } from '../input/safe-input.ts';
import { requestIdSchema } from '../request-id.ts';

/** 'Skicka fakturan till kunden' (POST faktura/epost?kundnr=&fakturanr=). */
export const INVOICE_EMAIL_TEXTS = {
  action: 'Skicka fakturan via e-post',
  invalidEmail: 'Fakturan kan inte skickas: kunden har ingen giltig e-postadress (ogiltig epost).',
  success: (recipient: string) => `Fakturan har skickats till ${recipient}.`,
  failure: 'Det gick inte att skicka fakturan.',
} as const;

export const sendInvoiceEmailInputSchema = z.object({
  requestId: requestIdSchema,
  invoiceNumber: dbId('Ogiltigt fakturanummer'),
});

export interface InvoiceEmailFacts {
  invoiceNumber: number;
  ocr: string;
  dueDate: string;
  amount: number;
  remainingAmount: number;
  /** The collection service's link to the invoice (its PDF), when it has one. */
  pdfUrl: string | null;
  rows: { description: string; amount: number }[];
}

/**
 * The e-mail with the invoice: its figures, its rows as text and the link to its PDF when there is one; the PDF
 * itself goes with it as an attachment.
 */
export function invoiceEmail(invoice: InvoiceEmailFacts, productName: string): PlannedEmail {
  return {
    title: 'Din faktura',
    subject: `Faktura ${invoice.invoiceNumber} från ${productName}`,
    paragraphs: [
      `Här kommer faktura ${invoice.invoiceNumber} från ${productName}. Fakturan finns bifogad som PDF.`,
      `Belopp ${kr(invoice.amount)}, att betala ${kr(invoice.remainingAmount)}, förfallodatum ${invoice.dueDate}, OCR ${invoice.ocr}.`,
      ...invoice.rows.map((row) => `${row.description}: ${kr(row.amount)}`),
      ...(invoice.pdfUrl ? [`Fakturan som PDF: ${invoice.pdfUrl}`] : []),
    ],
  };
}
