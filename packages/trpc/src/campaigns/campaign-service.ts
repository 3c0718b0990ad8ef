import type { Prisma, PrismaClient } from '@sappis/db';
import { campaignStatus, monthlySaving } from '@sappis/shared';
import { toIsoDate, toMoney } from '../serialize.ts';

/** The price group of private customers in produktPrisMatris: the ordinary price an offer is compared with. */
const PRIVATE_PRICE_GROUP = 1;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The campaigns (kampanj/alloffers) with their offers: each product at its campaign price beside its
 * ordinary private price today, the campaign's status on `today`, and how many agreement rows that have not
 * ended carry it. Ongoing and upcoming first (by start), ended ones only when asked for.
 */
export async function listCampaigns(
  prisma: PrismaClient,
  args: { query: string; includeEnded: boolean; today: string },
) {
  const today = dayStart(args.today);
  const text = { contains: args.query, mode: 'insensitive' as const };
  const where: Prisma.CampaignWhereInput = {
    AND: [
      args.includeEnded ? {} : { OR: [{ endsAt: null }, { endsAt: { gte: today } }] },
      args.query === ''
        ? {}
        : {
            OR: [
              { code: text },
              { name: text },
              { offers: { some: { product: { OR: [{ name: text }, { productNumber: text }] } } } },
            ],
          },
    ],
  };
  const campaigns = await prisma.campaign.findMany({
    where,
    orderBy: [{ startsAt: 'desc' }, { id: 'asc' }],
    take: 200,
    include: {
      offers: {
        orderBy: { product: { name: 'asc' } },
        include: {
          product: {
            select: {
              productNumber: true,
              name: true,
              category: true,
              prices: {
                where: { priceGroup: PRIVATE_PRICE_GROUP, validFrom: { lte: today } },
                orderBy: { validFrom: 'desc' },
                take: 1,
                select: { salePrice: true },
              },
            },
          },
        },
      },
    },
  });
  const usage = await prisma.agreementRow.groupBy({
    by: ['campaignId'],
    where: {
      campaignId: { in: campaigns.map((campaign) => campaign.id) },
      OR: [{ endDate: null }, { endDate: { gte: today } }],
    },
    _count: { _all: true },
  });
  const rowsOf = new Map(usage.map((entry) => [entry.campaignId, entry._count._all]));
  const items = campaigns.map((campaign) => {
    const startsOn = toIsoDate(campaign.startsAt);
    const endsOn = toIsoDate(campaign.endsAt);
    return {
      id: campaign.id,
      code: campaign.code,
      name: campaign.name,
      memo: campaign.memo,
      startsOn,
      endsOn,
      status: campaignStatus({ startsOn, endsOn }, args.today),
      activeRows: rowsOf.get(campaign.id) ?? 0,
      offers: campaign.offers.map((offer) => {
        const ordinaryPrice = offer.product.prices[0] ? toMoney(offer.product.prices[0].salePrice) : null;
        const campaignPrice = toMoney(offer.campaignPrice);
        return {
          productNumber: offer.product.productNumber,
          productName: offer.product.name,
          category: offer.product.category,
          ordinaryPrice,
          campaignPrice,
          monthlySaving: monthlySaving(ordinaryPrice, campaignPrice),
          campaignMonths: offer.campaignMonths,
          bindingMonths: offer.bindingMonths,
        };
      }),
    };
  });
  const order = { ONGOING: 0, UPCOMING: 1, ENDED: 2 } as const;
  return items.sort((a, b) => order[a.status] - order[b.status]);
}
