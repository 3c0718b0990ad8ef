import { dbId, isoDay, plainText } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { router } from '../trpc.ts';
import { addressMarketability } from './marketability.ts';

/** Marketability and partner network panels (document 3 panels 10 and 17; document 1 section 7.2). */
export const marketabilityRouter = router({
  /** GET marketability/{addressId}[/main_orders/{mainAgreementNumber}]. */
  byAddress: customerViewProcedure
    .input(
      z.object({
        addressId: plainText(40).refine((value) => value.trim().length > 0, 'Ange ett adress-ID'),
        mainAgreementNumber: dbId('Ogiltigt huvudavtal').nullable().default(null),
      }),
    )
    .query(({ ctx, input }) =>
      addressMarketability(ctx.adapters.marketability, {
        addressId: input.addressId.trim(),
        mainAgreementNumber: input.mainAgreementNumber,
        today: isoDay(ctx.now()),
      }),
    ),
});
