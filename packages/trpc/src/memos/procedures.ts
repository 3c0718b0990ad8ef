import { dbId } from '@sappis/shared';
import { z } from 'zod';
import { customerViewProcedure } from '../customers/customer-view-procedure.ts';
import { getCampaignMemo, getLegacyMemo } from './legacy-memos.ts';

/** Legacy memo: GET by order id (the agreement number). */
export const legacyMemo = customerViewProcedure
  .input(z.object({ agreementNumber: dbId('Ogiltigt avtalsnummer') }))
  .output(z.object({ agreementNumber: z.number().int(), text: z.string().nullable() }))
  .query(({ ctx, input }) => getLegacyMemo(ctx.prisma, input.agreementNumber));

/** Campaign memo: GET by campaign id. */
export const campaignMemo = customerViewProcedure
  .input(z.object({ id: dbId('Ogiltig kampanj') }))
  .output(z.object({ id: z.number().int(), code: z.string(), name: z.string(), memo: z.string().nullable() }))
  .query(({ ctx, input }) => getCampaignMemo(ctx.prisma, input.id));
