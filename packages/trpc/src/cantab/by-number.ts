import { groupsFor, outsideCustomerNumberSchema } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { cantabCustomerOutput } from './cantab-output.ts';
import { cantabCustomerByNumber } from './cantab-service.ts';

/** /sappis/cantab/{customerNumber}: one cantab customer. */
export const byNumber = requireGroups(...groupsFor('cantabCustomer'))
  .input(outsideCustomerNumberSchema)
  .output(cantabCustomerOutput)
  .query(({ ctx, input }) => cantabCustomerByNumber(ctx.prisma, input.customerNumber));
