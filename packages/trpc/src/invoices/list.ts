import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { invoiceListOutput } from './invoice-schemas.ts';
import { listInvoices } from './service.ts';

/** 'ekonomi': the customer's invoices and balance due. */
export const list = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(invoiceListOutput)
  .query(({ ctx, input }) => listInvoices(ctx.prisma, input.customerNumber));
