import type { PrismaClient } from '@sappis/db';
import {
  isTvCategory,
  MOVE_CATEGORIES,
  MOVE_CHECK_TEXTS,
  type MoveAddressHit,
  type MoveCheck,
  type MoveStatus,
  type OperationCustomer,
  offeredAsReplacement,
  priceGroupOf,
  type ReplacementOffer,
  type ServiceReplacement,
} from '@sappis/shared';
import type { AdapterDefinition } from '../../adapters/adapter-definition.ts';
import { AppError } from '../../errors.ts';
import { toMoney } from '../../serialize.ts';

/**
 * The network/address systems' answers about moving services (document 1 section 7.2): the address search by
 * address id (getbyaddress / network address), the move check (avtal/flyttkontroll) and the broadband
 * replacement lookup (avtal/{id}/broadbandmovable).
 */
export interface MoveCheckAdapter {
  /** The address with the main agreements it has valid accesses under; null when the register has no such id. */
  findAddress(input: { addressId: string; today: string }): Promise<MoveAddressHit | null>;
  /** The statuses for moving the agreement to the address under the main agreement. */
  check(input: {
    agreementNumber: number;
    addressId: string;
    mainAgreementNumber: number;
    today: string;
  }): Promise<MoveCheck>;
  /** The replacement offered for the first broadband line among `rowIds` on the target main agreement, if any. */
  broadbandReplacement(input: {
    agreementNumber: number;
    rowIds: number[];
    targetMainAgreementNumber: number | null;
    today: string;
  }): Promise<ServiceReplacement | null>;
}

const BROADBAND_CATEGORY = MOVE_CATEGORIES.broadband;

type CustomerKind = OperationCustomer['customerType'];

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

interface Network {
  distributionNetwork: string | null;
  transmissions: string[];
}

/** Broadband runs on the distribution network: another network needs another broadband service. */
const needsBroadbandReplacement = (from: Network | null, to: Network | null) =>
  from !== null && to !== null && from.distributionNetwork !== to.distributionNetwork;

/** TV needs a transmission both networks have (KOAX, IP, UNICAST). */
const tvWorksIn = (from: Network | null, to: Network | null) =>
  from === null ||
  to === null ||
  from.transmissions.length === 0 ||
  to.transmissions.length === 0 ||
  from.transmissions.some((transmission) => to.transmissions.includes(transmission));

/** The delivery address line of an agreement at a register address: 'Storgatan 12 B lgh 1102'. */
export function deliveryAddressOf(address: {
  street: string;
  number: string;
  entrance: string | null;
  apartment: string | null;
}): string {
  const line = [address.street, `${address.number}${address.entrance ? ` ${address.entrance}` : ''}`].join(
    ' ',
  );
  return address.apartment ? `${line} lgh ${address.apartment}` : line;
}

/** The default, backed by our Address, Access, MainAgreement, Agreement and Product tables. */
export function createTableMoveCheck(prisma: PrismaClient): MoveCheckAdapter {
  /** The broadband services offered instead, those sold to the customer's kind, at its price group's price. */
  async function broadbandOffers(
    existingProductNumber: string,
    today: string,
    customerType: CustomerKind,
  ): Promise<ReplacementOffer[]> {
    const products = await prisma.product.findMany({
      where: {
        categoryNumber: BROADBAND_CATEGORY,
        type: 'SERVICE',
        productNumber: { not: existingProductNumber },
      },
      include: {
        prices: {
          where: { priceGroup: priceGroupOf(customerType), validFrom: { lte: day(today) } },
          orderBy: { validFrom: 'desc' },
        },
      },
      orderBy: { productNumber: 'asc' },
    });
    return products
      .filter((product) => offeredAsReplacement(product.productNumber, customerType))
      .filter((product) => product.prices.length > 0)
      .map((product) => ({
        productName: product.name,
        productNumber: product.productNumber,
        price: toMoney(product.prices[0]!.salePrice),
        signalCode: product.productNumber,
      }));
  }

  async function activeRows(agreementNumber: number, today: string) {
    const agreement = await prisma.agreement.findUnique({
      where: { agreementNumber },
      include: {
        customer: { select: { customerType: true } },
        mainAgreement: { select: { distributionNetwork: true, transmissions: true } },
        rows: {
          where: {
            type: { in: ['SERVICE', 'ADDON'] },
            OR: [{ endDate: null }, { endDate: { gte: day(today) } }],
          },
          orderBy: { rowNumber: 'asc' },
        },
      },
    });
    if (!agreement) throw new AppError('NOT_FOUND', 'Avtalet finns inte');
    // The catalogue's category of each row's product (rows name their product by number).
    const products = await prisma.product.findMany({
      where: { productNumber: { in: agreement.rows.map((row) => row.productNumber) } },
      select: { productNumber: true, categoryNumber: true },
    });
    const categories = new Map(products.map((product) => [product.productNumber, product.categoryNumber]));
    return {
      ...agreement,
      rows: agreement.rows.map((row) => ({
        ...row,
        categoryNumber: categories.get(row.productNumber) ?? null,
      })),
    };
  }

  async function mainAgreementNetwork(number: number, today: string) {
    const found = await prisma.mainAgreement.findUnique({
      where: { number },
      select: {
        id: true,
        name: true,
        distributionNetwork: true,
        transmissions: true,
        endsAt: true,
        mainCentral: true,
      },
    });
    if (!found || (found.endsAt !== null && found.endsAt < day(today))) return null;
    return found;
  }

  return {
    async findAddress({ addressId, today }) {
      const address = await prisma.address.findUnique({
        where: { id: addressId },
        include: {
          accesses: {
            where: {
              validFrom: { lte: day(today) },
              OR: [{ validTo: null }, { validTo: { gte: day(today) } }],
            },
            include: { mainAgreement: { select: { number: true, name: true } } },
          },
        },
      });
      if (!address) return null;
      const mainAgreements = new Map<number, string>();
      for (const access of address.accesses)
        mainAgreements.set(access.mainAgreement.number, access.mainAgreement.name);
      return {
        addressId: address.id,
        composite: address.composite,
        zipCode: address.zipCode,
        city: address.city,
        mainAgreements: [...mainAgreements.entries()]
          .sort(([a], [b]) => a - b)
          .map(([number, name]) => ({ number, name })),
      };
    },

    async check({ agreementNumber, addressId, mainAgreementNumber, today }) {
      const address = await prisma.address.findUnique({ where: { id: addressId } });
      if (!address) throw new AppError('NOT_FOUND', MOVE_CHECK_TEXTS.addressNotFound);
      const agreement = await activeRows(agreementNumber, today);
      const target = await mainAgreementNetwork(mainAgreementNumber, today);
      const access = target
        ? await prisma.access.findFirst({
            where: {
              addressId,
              mainAgreementId: target.id,
              validFrom: { lte: day(today) },
              OR: [{ validTo: null }, { validTo: { gte: day(today) } }],
            },
            orderBy: { id: 'asc' },
          })
        : null;
      const moveTarget = {
        addressId,
        composite: address.composite,
        deliveryAddress: deliveryAddressOf(address),
        zipCode: address.zipCode,
        city: address.city,
        mainAgreementNumber,
        mainAgreementName: target?.name ?? '',
        mainCentral: access?.mainCentral ?? target?.mainCentral?.name ?? null,
        orderNumber: access?.orderNumber ?? null,
      };
      const base = { currentAddressId: agreement.addressId, target: moveTarget };
      if (!target) {
        return {
          ...base,
          statuses: [
            { description: MOVE_CHECK_TEXTS.mainAgreementNotFound, movable: false, replacement: null },
          ],
        };
      }
      if (!access) {
        return {
          ...base,
          statuses: [
            { description: MOVE_CHECK_TEXTS.addressNotUnderMainAgreement, movable: false, replacement: null },
          ],
        };
      }
      const statuses: MoveStatus[] = [];
      for (const row of agreement.rows) {
        const category = row.categoryNumber;
        if (category === BROADBAND_CATEGORY && needsBroadbandReplacement(agreement.mainAgreement, target)) {
          statuses.push({
            description: MOVE_CHECK_TEXTS.needsReplacement(row.productName),
            movable: true,
            replacement: {
              existingProductName: row.productName,
              existingProductNumber: row.productNumber,
              offers: await broadbandOffers(row.productNumber, today, agreement.customer.customerType),
            },
          });
        } else if (isTvCategory(category) && !tvWorksIn(agreement.mainAgreement, target)) {
          statuses.push({
            description: MOVE_CHECK_TEXTS.productNotInNetwork,
            movable: false,
            replacement: null,
          });
        } else {
          statuses.push({
            description: MOVE_CHECK_TEXTS.movable(row.productName),
            movable: true,
            replacement: null,
          });
        }
      }
      return { ...base, statuses };
    },

    async broadbandReplacement({ agreementNumber, rowIds, targetMainAgreementNumber, today }) {
      if (targetMainAgreementNumber === null) return null;
      const agreement = await activeRows(agreementNumber, today);
      const target = await mainAgreementNetwork(targetMainAgreementNumber, today);
      if (!needsBroadbandReplacement(agreement.mainAgreement, target)) return null;
      const row = agreement.rows.find(
        (item) => rowIds.includes(item.id) && item.categoryNumber === BROADBAND_CATEGORY,
      );
      if (!row) return null;
      return {
        existingProductName: row.productName,
        existingProductNumber: row.productNumber,
        offers: await broadbandOffers(row.productNumber, today, agreement.customer.customerType),
      };
    },
  };
}

export const moveCheckAdapter: AdapterDefinition<MoveCheckAdapter> = {
  system: 'Nätets adresstjänst',
  timeoutMs: 10_000,
  createDefault: createTableMoveCheck,
};
