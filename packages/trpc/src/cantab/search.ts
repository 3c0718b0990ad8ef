import { groupsFor, outsideCustomerSearchSchema } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { cantabCustomerOutput } from './cantab-output.ts';
import { searchCantabCustomers } from './cantab-service.ts';

/** Cantab customers by name, number, personal number, e-mail, phone or address. */
export const search = requireGroups(...groupsFor('cantab'))
  .input(outsideCustomerSearchSchema)
  .output(
    z.object({
      customers: z.array(cantabCustomerOutput),
      total: z.number().int(),
      pageSize: z.number().int(),
    }),
  )
  .query(({ ctx, input }) => searchCantabCustomers(ctx.prisma, input));
