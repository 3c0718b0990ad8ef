import type { Prisma, PrismaClient } from '@sappis/db';
import type { WriteCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { toIsoDate, toMoney } from '../serialize.ts';

/** Private customers' price group: the web shop's prices. */
const PRIVATE_PRICE_GROUP = 1;

/** What commerce sells: our products with today's private price, and the campaigns running today. */
export interface CommerceCatalogue {
  products: { productNumber: string; name: string; category: string; price: number | null }[];
  campaigns: { code: string; name: string; startsAt: string; endsAt: string | null }[];
}

/**
 * The commerce system's catalogue (document 3 section 7, /api/commerce/visma/items/product and /campaign): 'Synka
 * commerce' sends it our catalogue. An outside system; the default is commerce reading our Product, ProductPrice
 * and Campaign tables itself, so it accepts every item as it is.
 */
export interface CommerceCatalogueAdapter {
  /** Publishing the same catalogue again changes nothing; the key lets a real commerce skip a repeat. */
  publish(catalogue: CommerceCatalogue, call: WriteCall): Promise<{ accepted: number }>;
}

export function createCommerceCatalogue(_prisma: PrismaClient): CommerceCatalogueAdapter {
  return {
    async publish(catalogue, call) {
      call.signal?.throwIfAborted();
      return { accepted: catalogue.products.length + catalogue.campaigns.length };
    },
  };
}

export const commerceCatalogueAdapter: AdapterDefinition<CommerceCatalogueAdapter> = {
  system: 'Commerce',
  // The call runs inside the sync run's transaction: shorter than its 5 s.
  timeoutMs: 4_000,
  createDefault: createCommerceCatalogue,
};

/** Our catalogue as commerce gets it: every product (price null without a valid one) and today's campaigns. */
export async function loadCommerceCatalogue(
  tx: Prisma.TransactionClient,
  today: string,
): Promise<CommerceCatalogue> {
  const day = new Date(`${today}T00:00:00Z`);
  const [products, campaigns] = await Promise.all([
    tx.product.findMany({
      include: { prices: { where: { priceGroup: PRIVATE_PRICE_GROUP, validFrom: { lte: day } } } },
      orderBy: { productNumber: 'asc' },
    }),
    tx.campaign.findMany({
      where: { startsAt: { lte: day }, OR: [{ endsAt: null }, { endsAt: { gte: day } }] },
      orderBy: { code: 'asc' },
    }),
  ]);
  return {
    products: products.map((product) => {
      const newest = [...product.prices].sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime())[0];
      return {
        productNumber: product.productNumber,
        name: product.name,
        category: product.category,
        price: newest ? toMoney(newest.salePrice) : null,
      };
    }),
    campaigns: campaigns.map((campaign) => ({
      code: campaign.code,
      name: campaign.name,
      startsAt: toIsoDate(campaign.startsAt),
      endsAt: toIsoDate(campaign.endsAt),
    })),
  };
}
