import { ASSIGNMENT, dbId, plainText } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../../customers/customer-view-procedure.ts';
import { NOT_MERGED } from '../../customers/merged-customer.ts';

export const SEARCH_TOO_SHORT_MESSAGE = `Ange minst ${ASSIGNMENT.searchMinLength} tecken`;

const receiverSchema = z.object({
  customerNumber: z.number().int(),
  name: z.string(),
  personalId: z.string(),
  email: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  deliveryCity: z.string().nullable(),
});

/**
 * The receiving customer's search (document 3 sections 5, 7: 'Get customer by customer number or personal
 * number'): customers with that number or that personal number (12 digits, or with a dash), never the current
 * customer nor one merged into another. An empty answer is 'Sökningen gav inget resultat...'. It searches other
 * customers to act on: for those who may act, as the assignment itself.
 */
export const assignmentReceivers = customerActionProcedure
  .input(z.object({ query: plainText(20), customerNumber: dbId('Ogiltigt kundnummer') }))
  .output(z.array(receiverSchema))
  .query(async ({ ctx, input }) => {
    const text = input.query.trim();
    if (text.length < ASSIGNMENT.searchMinLength) return [];
    const digits = text.replace(/[-+\s]/g, '');
    if (!/^\d+$/.test(digits)) return [];
    const number = Number(digits);
    const found = await ctx.prisma.customer.findMany({
      where: {
        ...NOT_MERGED,
        customerNumber: { not: input.customerNumber },
        OR: [
          ...(digits.length <= 9 ? [{ customerNumber: number }] : []),
          { personalId: digits },
          ...(digits.length === 10 ? [{ personalId: { endsWith: digits } }] : []),
        ],
      },
      orderBy: { customerNumber: 'asc' },
      take: 10,
      select: {
        customerNumber: true,
        name: true,
        personalId: true,
        email: true,
        deliveryAddress: true,
        deliveryCity: true,
      },
    });
    return found;
  });
