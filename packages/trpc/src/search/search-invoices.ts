import { Prisma } from '@sappis/db';
import type { InvoiceSearchResult, SearchArgs } from '@sappis/shared';
import { pagedQuery, type SearchDb } from './paged-query.ts';
import { prefixOf, searchTerms } from './search-terms.ts';

/**
 * Global search, invoices tab: an invoice number or OCR number finds the invoice and its customer number;
 * the exact invoice first, then invoice numbers starting with the digits. Text finds nothing.
 */
export async function searchInvoices(prisma: SearchDb, args: SearchArgs): Promise<InvoiceSearchResult> {
  const { digits, number } = searchTerms(args.query);
  if (digits === null) return { total: 0, hits: [] };
  const matches = Prisma.sql`
    SELECT c."customerNumber", i."invoiceNumber",
      CASE WHEN i."invoiceNumber" = ${number} OR i.ocr = ${digits} THEN 0 ELSE 1 END AS rank
    FROM invoices i JOIN customers c ON c.id = i."customerId"
    WHERE i."invoiceNumber"::text LIKE ${prefixOf(digits)} OR i.ocr = ${digits}`;
  const { total, rows } = await pagedQuery<{ customerNumber: number; invoiceNumber: number }>(
    prisma,
    matches,
    Prisma.sql`rank, "invoiceNumber"`,
    args,
  );
  return {
    total,
    hits: rows.map(({ customerNumber, invoiceNumber }) => ({ customerNumber, invoiceNumber })),
  };
}
