import { campaignListSchema, groupsFor, isoDay } from '@sappis/shared';
import { z } from 'zod';
import { requireGroups } from '../trpc.ts';
import { listCampaigns } from './campaign-service.ts';

const offerOutput = z.object({
  productNumber: z.string(),
  productName: z.string(),
  category: z.string(),
  ordinaryPrice: z.number().nullable(),
  campaignPrice: z.number(),
  monthlySaving: z.number().nullable(),
  campaignMonths: z.number().int().nullable(),
  bindingMonths: z.number().int().nullable(),
});

const campaignOutput = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  memo: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  status: z.enum(['UPCOMING', 'ONGOING', 'ENDED']),
  activeRows: z.number().int(),
  offers: z.array(offerOutput),
});

/** kampanj/alloffers: the campaigns with their products, prices and validity. */
export const list = requireGroups(...groupsFor('campaigns'))
  .input(campaignListSchema)
  .output(z.array(campaignOutput))
  .query(({ ctx, input }) => listCampaigns(ctx.prisma, { ...input, today: isoDay(ctx.now()) }));
