import type { PrismaClient } from '@sappis/db';
import { COMMERCE_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDate, toMoney } from '../serialize.ts';

/**
 * A product as commerce sells it (/api/commerce/visma/items/product/{id}): our product with its prices per price
 * group, how many orders had it, and whether the latest sync sent it.
 */
export async function lookupCommerceProduct(prisma: PrismaClient, productNumber: string) {
  const product = await prisma.product.findUnique({
    where: { productNumber },
    include: { prices: { orderBy: [{ priceGroup: 'asc' }, { validFrom: 'desc' }] } },
  });
  if (!product) throw new AppError('NOT_FOUND', COMMERCE_TEXTS.productNotFound);
  const [orders, lastRun] = await Promise.all([
    prisma.commerceOrder.count({ where: { status: 'PLACED', lines: { some: { productNumber } } } }),
    prisma.commerceSyncRun.findFirst({ orderBy: { id: 'desc' }, select: { productNumbers: true } }),
  ]);
  return {
    productNumber: product.productNumber,
    name: product.name,
    type: product.type,
    category: product.category,
    description: product.description,
    hireProduct: product.hireProduct,
    prices: product.prices.map((price) => ({
      priceGroup: price.priceGroup,
      salePrice: toMoney(price.salePrice),
      validFrom: toIsoDate(price.validFrom),
    })),
    orders,
    inLatestSync: lastRun ? lastRun.productNumbers.includes(product.productNumber) : null,
  };
}

/** A campaign as commerce knows it (/api/commerce/visma/items/campaign/{id}), with its orders. */
export async function lookupCommerceCampaign(prisma: PrismaClient, code: string, today: string) {
  const campaign = await prisma.campaign.findFirst({
    where: { code: { equals: code, mode: 'insensitive' } },
  });
  if (!campaign) throw new AppError('NOT_FOUND', COMMERCE_TEXTS.campaignNotFound);
  const startsAt = toIsoDate(campaign.startsAt);
  const endsAt = toIsoDate(campaign.endsAt);
  const [orders, lastRun] = await Promise.all([
    prisma.commerceOrder.count({ where: { status: 'PLACED', campaignCode: campaign.code } }),
    prisma.commerceSyncRun.findFirst({ orderBy: { id: 'desc' }, select: { campaignCodes: true } }),
  ]);
  return {
    code: campaign.code,
    name: campaign.name,
    memo: campaign.memo,
    startsAt,
    endsAt,
    running: startsAt <= today && (endsAt === null || endsAt >= today),
    orders,
    inLatestSync: lastRun ? lastRun.campaignCodes.includes(campaign.code) : null,
  };
}
