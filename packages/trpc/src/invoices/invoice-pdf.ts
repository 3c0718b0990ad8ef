import type { PrismaClient } from '@sappis/db';
import { formatKr, truncate } from '@sappis/shared';
import { type PdfLine, writePdf } from '../pdf/write-pdf.ts';
import { getInvoiceDetails } from './service.ts';

const money = (value: number) => formatKr(value).replace(/\u00a0/g, ' ');

/** The invoice file's name, for downloads and e-mail attachments alike. */
export const invoicePdfFileName = (invoiceNumber: number) => `faktura-${invoiceNumber}.pdf`;

/** The invoice as a PDF document (invoice file, document 1 section 2.5), headed with the product name. */
export async function createInvoicePdf(
  prisma: PrismaClient,
  { invoiceNumber, productName }: { invoiceNumber: number; productName: string },
) {
  const invoice = await getInvoiceDetails(prisma, invoiceNumber);
  const { customer } = invoice;
  const lines: PdfLine[] = [
    { text: `${productName} – Faktura ${invoice.invoiceNumber}`, size: 18, bold: true },
    { text: customer.invoiceName ?? customer.name, gapBefore: 14 },
    ...(customer.invoiceCoAddress ? [{ text: `c/o ${customer.invoiceCoAddress}` }] : []),
    { text: customer.invoiceAddress ?? '' },
    { text: `${customer.invoicePostalCode ?? ''} ${customer.invoiceCity ?? ''}`.trim() },
    { text: `Kundnummer: ${customer.customerNumber}`, gapBefore: 14 },
    { text: `Fakturadatum: ${invoice.invoiceDate}` },
    { text: `Förfallodatum: ${invoice.dueDate}` },
    { text: `OCR: ${invoice.ocr}` },
    { text: 'Produkt', bold: true, gapBefore: 16 },
    { text: 'Beskrivning', x: 140, bold: true },
    { text: 'Period', x: 350, bold: true },
    { text: 'Belopp', x: 480, bold: true },
  ];
  for (const row of invoice.rows) {
    lines.push(
      { text: truncate(row.productNumber, 16) },
      { text: truncate(row.description, 38), x: 140 },
      { text: row.periodFrom ? `${row.periodFrom} – ${row.periodTo ?? ''}` : '', x: 350 },
      { text: money(row.amount), x: 480 },
    );
  }
  lines.push(
    { text: `Att betala: ${money(invoice.amount)}`, bold: true, size: 12, gapBefore: 16 },
    { text: `Kvar att betala: ${money(invoice.remainingAmount)}` },
  );
  return {
    fileName: invoicePdfFileName(invoice.invoiceNumber),
    content: await writePdf(lines, { title: `Faktura ${invoice.invoiceNumber}` }),
  };
}
