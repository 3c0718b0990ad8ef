import { groupsFor, outsideCustomerSearchSchema } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { bitcomAssociationOutput } from './bitcom-output.ts';
import { searchBitcomAssociations } from './bitcom-service.ts';

/** Bitcom housing associations by name, number, organisation number, e-mail, phone or address. */
export const search = requireGroups(...groupsFor('bitcom'))
  .input(outsideCustomerSearchSchema)
  .output(
    z.object({
      associations: z.array(bitcomAssociationOutput),
      total: z.number().int(),
      pageSize: z.number().int(),
    }),
  )
  .query(({ ctx, input }) => searchBitcomAssociations(ctx.prisma, input));
