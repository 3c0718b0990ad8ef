import { z } from 'zod';
import { formatPrice } from '../agreements/prices.ts';
import { trimmedText } from '../input/safe-input.ts';

/** /sappis/kampanjer: the campaigns and their offers (kampanj/alloffers), for agents selling and answering. */

export type CampaignStatus = 'UPCOMING' | 'ONGOING' | 'ENDED';

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  UPCOMING: 'Kommande',
  ONGOING: 'Pågår',
  ENDED: 'Avslutad',
};

/** Where a campaign stands on `today`: its first day still ahead, its last day passed, or in between. */
export function campaignStatus(
  campaign: { startsOn: string; endsOn: string | null },
  today: string,
): CampaignStatus {
  if (campaign.startsOn > today) return 'UPCOMING';
  if (campaign.endsOn !== null && campaign.endsOn < today) return 'ENDED';
  return 'ONGOING';
}

/** What the customer saves per month during the campaign (never negative), or null without an ordinary price. */
export function monthlySaving(ordinaryPrice: number | null, campaignPrice: number): number | null {
  if (ordinaryPrice === null) return null;
  return Math.max(0, Math.round((ordinaryPrice - campaignPrice) * 100) / 100);
}

/** 'Gratis' for a zero price, otherwise the price per month as every price shows ('99,50 kr/mån', '199 kr/mån'). */
export function campaignPriceText(price: number): string {
  if (price === 0) return 'Gratis';
  return formatPrice(price);
}

/** '{n} mån' for a campaign period; null: the whole agreement. */
export function campaignPeriodText(months: number | null): string {
  return months === null ? 'Hela avtalstiden' : `${months} mån`;
}

export const CAMPAIGN_TEXTS = {
  empty: 'Inga kampanjer att visa.',
  emptySearch: 'Inga kampanjer matchar sökningen.',
  noOffers: 'Kampanjen har inga erbjudanden upplagda.',
} as const;

export const campaignListSchema = z.object({
  /** Code, name or product to look for; empty: all. */
  query: trimmedText(100).default(''),
  /** Ended campaigns too. */
  includeEnded: z.boolean().default(false),
});
