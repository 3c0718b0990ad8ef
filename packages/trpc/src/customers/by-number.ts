import { dbId, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { customerOutput } from './customer-schemas.ts';
import { customerViewProcedure } from './customer-view-procedure.ts';
import { getCustomerByNumber } from './service.ts';

export const byNumberInput = z.object({
  customerNumber: dbId('Ogiltigt kundnummer'),
});

/** The customer view: a customer by number with agreements and rows (all staff, document 1 section 2.1). */
export const byNumber = customerViewProcedure
  .input(byNumberInput)
  .output(customerOutput)
  .query(({ ctx, input }) =>
    getCustomerByNumber(ctx.prisma, { customerNumber: input.customerNumber, today: isoDay(ctx.now()) }),
  );
