import { groupsFor, outsideCustomerNumberSchema } from '@sappis/shared';
import { requireGroups } from '../trpc.ts';
import { bitcomAssociationOutput } from './bitcom-output.ts';
import { bitcomAssociationByNumber } from './bitcom-service.ts';

/** /sappis/bitcom/{customerNumber}: one bitcom housing association. */
export const byNumber = requireGroups(...groupsFor('bitcomCustomer'))
  .input(outsideCustomerNumberSchema)
  .output(bitcomAssociationOutput)
  .query(({ ctx, input }) => bitcomAssociationByNumber(ctx.prisma, input.customerNumber));
