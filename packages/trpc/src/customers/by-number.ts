import { dbId, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { withJsonFields } from '../json-text.ts';
import { customerOutput } from './customer-schemas.ts';
import { customerViewProcedure } from './customer-view-procedure.ts';
import { getCustomerByNumber } from './service.ts';

export const byNumberInput = z.object({
  customerNumber: dbId('Ogiltigt kundnummer'),
});

/**
 * The answer's shape. Not checked on every call (400 rows cost the validation milliseconds of CPU, issue 28):
 * `by-number-output.test.ts` checks every demo customer's view against it and its JSON text against the object.
 */
export const byNumberOutput = customerOutput.extend({
  /**
   * The newest event this answer includes the effects of (read before the customer): the view follows
   * `customers.onChanged` from here on, so no change between the read and the subscription is lost.
   */
  liveFrom: z.string().nullable(),
});

export type ByNumberOutput = z.infer<typeof byNumberOutput>;

/** The customer view: a customer by number with agreements and rows (all staff, document 1 section 2.1). */
export const byNumber = customerViewProcedure
  .input(byNumberInput)
  .query(async ({ ctx, input }): Promise<ByNumberOutput> => {
    const liveFrom = ctx.events?.lastSeenId ?? null;
    const customer = await getCustomerByNumber(ctx.prisma, {
      customerNumber: input.customerNumber,
      today: isoDay(ctx.now()),
      sqlPool: ctx.sqlPool,
    });
    return withJsonFields(customer, { liveFrom });
  });
