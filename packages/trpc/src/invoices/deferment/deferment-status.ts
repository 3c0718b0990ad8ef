import { DEFERMENT_COLOUR_TEXTS, dbId, defermentWindow, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { caseNames, caseNamesOutput } from '../../cases/case-names.ts';
import { customerViewProcedure } from '../../customers/customer-view-procedure.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '../../customers/service.ts';
import { AppError } from '../../errors.ts';
import { loadDefermentFacts } from './deferment-facts.ts';

/** Deferment status (document 2 section 7): Green, Yellow or Red, and the invoices that can be deferred. */
export const defermentStatus = customerViewProcedure
  .input(z.object({ customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(
    z.object({
      today: z.iso.date(),
      colour: z.enum(['GREEN', 'YELLOW', 'RED']),
      text: z.string(),
      invoices: z.array(
        z.object({
          invoiceNumber: z.number().int(),
          invoiceDate: z.iso.date(),
          dueDate: z.iso.date(),
          remainingAmount: z.number(),
          controlStatus: z.string().nullable(),
          window: z.object({ first: z.iso.date(), last: z.iso.date() }),
        }),
      ),
      /** So the preview names the case the deferment opens. */
      caseNames: caseNamesOutput,
    }),
  )
  .query(async ({ ctx, input }) => {
    const customer = await ctx.prisma.customer.findUnique({
      where: { customerNumber: input.customerNumber },
      select: { id: true },
    });
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    const today = isoDay(ctx.now());
    const [{ colour, invoices }, names] = await Promise.all([
      loadDefermentFacts(ctx.prisma, customer.id, today),
      caseNames(ctx.prisma),
    ]);
    return {
      today,
      colour,
      text: DEFERMENT_COLOUR_TEXTS[colour],
      invoices: invoices.map((invoice) => ({ ...invoice, window: defermentWindow(invoice, today) })),
      caseNames: names,
    };
  });
