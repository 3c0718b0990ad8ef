import type { PrismaClient } from '@sappis/db';
import {
  formatKr,
  INVOICE_BASIS_CUSTOMER_TYPE_LABELS,
  INVOICE_BASIS_TEXTS,
  invoiceCodeLabel,
  isBasisPrintable,
  truncate,
} from '@sappis/shared';
import { AppError } from '../errors.ts';
import { type PdfLine, writePdf } from '../pdf/write-pdf.ts';
import { basisView, lockedBasis } from './basis-view.ts';

const money = (value: number) => formatKr(value).replace(/\u00a0/g, ' ');
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Ja' : 'Nej');

/** GET case/{id}/invoice_basis/{b}/invoice: the basis printed as a PDF, for ready or invoiced bases. */
export async function createBasisPdf(
  prisma: PrismaClient,
  args: { caseNumber: number; basisId: number; productName: string },
) {
  const stored = await prisma.$transaction((tx) => lockedBasis(tx, args.caseNumber, args.basisId));
  if (!isBasisPrintable(stored.status))
    throw new AppError('PRECONDITION_FAILED', INVOICE_BASIS_TEXTS.notPrintable);
  const basis = basisView(stored);
  const field = (label: string, value: string | number | null) => ({ text: `${label}: ${value ?? ''}` });
  const paragraph = (label: string, text: string | null): PdfLine[] => [
    { text: label, bold: true, gapBefore: 10 },
    ...(text ?? '').split('\n').map((line) => ({ text: truncate(line, 95) })),
  ];
  const lines: PdfLine[] = [
    { text: `${args.productName} – Faktureringsunderlag ${basis.id}`, size: 18, bold: true },
    { text: `Ärende ${basis.caseNumber}`, gapBefore: 6 },
    field('Mottagare', INVOICE_BASIS_CUSTOMER_TYPE_LABELS[basis.customerType]),
    field('Fakturadatum', basis.invoiceDate),
    field('Fakturakod', invoiceCodeLabel(basis.invoiceCode)),
    field('Löpnummer', basis.invoiceAo),
    field('Kundnummer', basis.customerNumber),
    field('Avtalsnummer', basis.agreementNumber),
    field('Huvudorder', basis.mainOrderId),
    field('Huvudcentral', basis.mainCentral),
    { text: 'Fakturamottagare', bold: true, gapBefore: 10 },
    { text: basis.customerName ?? '' },
    { text: basis.invoiceAddress ?? '' },
    field('Er referens', basis.customerReference),
    field('Vår referens', basis.ourReference),
    field('Beställare', basis.client),
    field('Vidarefakturering', yesNo(basis.forwardBilling)),
    field('Betalningsvillkor (dagar)', basis.paymentTerms),
    field('Ärendedatum', basis.caseDate),
    ...paragraph('Ärende', basis.issue),
    ...paragraph('Åtgärd', basis.measure),
    { text: 'Beskrivning', bold: true, gapBefore: 14 },
    { text: 'Antal', x: 330, bold: true },
    { text: 'Pris', x: 400, bold: true },
    { text: 'Summa', x: 480, bold: true },
  ];
  for (const expense of basis.expenses) {
    lines.push(
      { text: truncate(expense.description, 50) },
      { text: String(expense.quantity).replace('.', ','), x: 330 },
      { text: money(expense.price), x: 400 },
      { text: money(expense.lineTotal), x: 480 },
    );
  }
  lines.push({ text: `Totalt: ${money(basis.total)}`, bold: true, size: 12, gapBefore: 14 });
  return {
    fileName: `faktureringsunderlag-${basis.id}.pdf`,
    contentBase64: (await writePdf(lines, { title: `Faktureringsunderlag ${basis.id}` })).toString('base64'),
  };
}
