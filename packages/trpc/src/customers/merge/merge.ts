import { dbId, MERGE, MERGE_TEXTS, mergeCustomersInput, requiredText } from '@sappis/shared';
import { z } from 'zod';
import { customerActionProcedure } from '../customer-view-procedure.ts';
import { mergeCustomers, searchMergeCandidates } from './merge-customers.ts';

/**
 * The merge panel's customer search (at least 3 characters; the form debounces it 500 ms). It searches other
 * customers to act on: for those who may act, as the merge itself.
 */
export const mergeCandidates = customerActionProcedure
  .input(
    z.object({
      customerNumber: dbId('Välj en kund'),
      query: requiredText(100, { required: MERGE_TEXTS.searchTooShort }).refine(
        (text) => text.length >= MERGE.searchMinLength,
        MERGE_TEXTS.searchTooShort,
      ),
    }),
  )
  .output(
    z.array(
      z.object({
        customerNumber: z.number().int(),
        name: z.string(),
        personalId: z.string(),
        deliveryAddress: z.string().nullable(),
      }),
    ),
  )
  .query(({ ctx, input }) => searchMergeCandidates(ctx.prisma, input));

const mergeResultSchema = z.object({
  fromCustomerNumber: z.number().int(),
  toCustomerNumber: z.number().int(),
  agreements: z.number().int(),
  invoices: z.number().int(),
  cases: z.number().int(),
  memos: z.number().int(),
  emails: z.number().int(),
});

/** Merge customers (document 3 panel 2): the searched customer is merged into the open one. */
export const merge = customerActionProcedure
  .input(mergeCustomersInput)
  .output(mergeResultSchema)
  .mutation(({ ctx, input, path }) =>
    mergeCustomers(ctx.prisma, {
      procedure: path,
      requestId: input.requestId,
      actorId: ctx.user.id,
      now: ctx.now(),
      fromCustomerNumber: input.fromCustomerNumber,
      toCustomerNumber: input.toCustomerNumber,
    }),
  );
