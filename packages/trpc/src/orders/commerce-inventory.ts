import type { PrismaClient } from '@sappis/db';
import { COMMERCE_ORDER, type CommerceInventory, isActiveAccess } from '@sappis/shared';
import type { AdapterCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { AppError } from '../errors.ts';
import { toIsoDate, toMoney } from '../serialize.ts';

export const ADDRESS_NOT_FOUND_MESSAGE = 'Adressen du söker efter kan inte hittas.';

/** The product of the start fee (context.start_fee) in our catalogue. */
export const START_FEE_PRODUCT = 'STARTAVGIFT';
/** Private customers' price group of the price matrix. */
const PRIVATE_PRICE_GROUP = 1;

/**
 * The ordering tool's inventory (document 3 section 7, GET /api/commerce/inventory/{addressId} with the optional
 * specific_main_order and seller_id): what can be sold at an address. An outside system; the default is backed
 * by our Address, Access, MainAgreement, Product and ProductPrice tables.
 */
export interface CommerceInventoryAdapter {
  inventory(
    request: { addressId: string; specificMainOrder: number | null; sellerId: string | null; today: string },
    call?: AdapterCall,
  ): Promise<CommerceInventory>;
}

/** The newest price of a price group valid on `today`. */
function priceOn(
  prices: { priceGroup: number; salePrice: { toString(): string }; validFrom: Date }[],
  today: string,
) {
  const valid = prices
    .filter((price) => price.priceGroup === PRIVATE_PRICE_GROUP && toIsoDate(price.validFrom) <= today)
    .sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime());
  return valid[0] ? toMoney(valid[0].salePrice) : null;
}

export function createCommerceInventory(prisma: PrismaClient): CommerceInventoryAdapter {
  return {
    async inventory({ addressId, specificMainOrder, today }, call) {
      call?.signal?.throwIfAborted();
      const address = await prisma.address.findUnique({
        where: { id: addressId },
        include: {
          accesses: {
            include: { mainAgreement: { select: { number: true, transmissions: true } } },
            orderBy: { id: 'asc' },
          },
        },
      });
      if (!address) throw new AppError('NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
      const active = address.accesses.filter((access) =>
        isActiveAccess({ validTo: toIsoDate(access.validTo) }, today),
      );
      const access =
        active.find(
          (item) => specificMainOrder === null || item.mainAgreement.number === specificMainOrder,
        ) ?? null;
      const products = await prisma.product.findMany({
        where: {
          OR: [
            {
              type: 'SERVICE',
              categoryNumber: COMMERCE_ORDER.broadbandCategory,
              hireProduct: false,
              // Collective broadband is delivered with the main agreement, not sold per address.
              NOT: { productNumber: { startsWith: 'KOLL' } },
            },
            { productNumber: START_FEE_PRODUCT },
          ],
        },
        include: { prices: true },
        orderBy: { productNumber: 'asc' },
      });
      const subscriptions = access
        ? products
            .filter((product) => product.productNumber !== START_FEE_PRODUCT)
            .map((product) => ({ product, price: priceOn(product.prices, today) }))
            .filter(
              (item): item is { product: (typeof products)[number]; price: number } => item.price !== null,
            )
            .map(({ product, price }) => ({
              productNumber: product.productNumber,
              description: product.name,
              price,
              subscription: true,
            }))
            .sort((a, b) => a.price - b.price)
        : [];
      const fee = products.find((product) => product.productNumber === START_FEE_PRODUCT);
      const feePrice = fee ? priceOn(fee.prices, today) : null;
      return {
        addressId: address.id,
        mainAgreementNumber: access?.mainAgreement.number ?? null,
        premisesType: access?.premisesType ?? null,
        categories:
          subscriptions.length > 0 ? [{ number: COMMERCE_ORDER.broadbandCategory, name: 'Bredband' }] : [],
        transmissions: access?.mainAgreement.transmissions ?? [],
        broadbandSubscriptions: subscriptions,
        startFee:
          fee && feePrice !== null
            ? { productNumber: fee.productNumber, name: fee.name, price: feePrice }
            : null,
      };
    },
  };
}

export const commerceInventoryAdapter: AdapterDefinition<CommerceInventoryAdapter> = {
  system: 'Commerce',
  timeoutMs: 10_000,
  createDefault: createCommerceInventory,
};
