import { invoiceSearchResult, searchInput, searchTabGroups } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { searchInvoices } from './search-invoices.ts';

/** Search tab Faktura: invoice number or OCR to customer number. */
export const invoices = requireGroups(...searchTabGroups('invoices'))
  .input(searchInput)
  .output(invoiceSearchResult)
  .query(({ ctx, input }) => searchInvoices(ctx.prisma, input));
