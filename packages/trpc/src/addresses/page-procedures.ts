import { groupsFor, isoDay, plainText } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { addressPage } from './address-page.ts';

/** /sappis/adresser/{addressId}: the address with its accesses, main agreements, agreements and customers. */
export const addressPageProcedure = requireGroups(...groupsFor('address'))
  .input(
    z.object({ addressId: plainText(40).refine((value) => value.trim().length > 0, 'Ange ett adress-ID') }),
  )
  .query(({ ctx, input }) =>
    addressPage(ctx.prisma, { addressId: input.addressId.trim(), today: isoDay(ctx.now()) }),
  );
