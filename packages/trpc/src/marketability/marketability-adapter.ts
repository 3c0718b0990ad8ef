import type { PrismaClient } from '@sappis/db';
import { isPurchaseBlocked, isSelectable } from '@sappis/shared';
import type { AdapterCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { accessView } from '../addresses/access-view.ts';
import { addressView } from '../addresses/address-view.ts';
import { AppError } from '../errors.ts';
import { toIsoDate } from '../serialize.ts';

export const MARKETABILITY_ADDRESS_NOT_FOUND = 'Adressen du söker efter kan inte hittas.';

/** One address as Marketability sees it: the address, who lives there, and the accesses. */
export interface MarketabilityAnswer {
  address: {
    id: string;
    composite: string;
    street: string;
    number: string;
    entrance: string | null;
    apartment: string | null;
    zipCode: string;
    city: string;
    network: string | null;
    validTo: string | null;
  };
  customers: { customerNumber: number; name: string; agreementNumber: number; ended: boolean }[];
  accesses: {
    mainAgreementNumber: number;
    mainAgreementName: string;
    externalId: string;
    network: string;
    mainCentral: string | null;
    orderNumber: string | null;
    premisesType: 'SDU' | 'MDU' | 'MDU_COMMON' | 'MDU_TECHNICAL' | 'COMMERCIAL';
    source: string;
    validFrom: string;
    validTo: string | null;
    active: boolean;
  }[];
  /** Whether a purchase can be made here (selectable and no blocking premises type). */
  purchasable: boolean;
}

/**
 * Marketability (document 1 section 7.2, GET marketability/{x}[/main_orders/{y}]): the address, its customers and
 * its accesses, optionally under one main agreement. An outside system; the default reads our Address, Access,
 * Agreement and Customer tables.
 */
export interface MarketabilityAdapter {
  byAddress(
    request: { addressId: string; mainAgreementNumber: number | null; today: string },
    call?: AdapterCall,
  ): Promise<MarketabilityAnswer>;
}

export function createMarketability(prisma: PrismaClient): MarketabilityAdapter {
  return {
    async byAddress({ addressId, mainAgreementNumber, today }, call) {
      call?.signal?.throwIfAborted();
      const address = await prisma.address.findUnique({
        where: { id: addressId },
        include: {
          accesses: {
            where: mainAgreementNumber === null ? {} : { mainAgreement: { number: mainAgreementNumber } },
            include: { mainAgreement: { select: { number: true, name: true } } },
            orderBy: { id: 'asc' },
          },
        },
      });
      if (!address) throw new AppError('NOT_FOUND', MARKETABILITY_ADDRESS_NOT_FOUND);
      const agreements = await prisma.agreement.findMany({
        where: { addressId },
        orderBy: { agreementNumber: 'asc' },
        select: {
          agreementNumber: true,
          ended: true,
          customer: { select: { customerNumber: true, name: true } },
        },
      });
      const accesses = address.accesses.map((access) => accessView(access, today));
      const active = accesses.filter((access) => access.active);
      return {
        address: {
          ...addressView(address),
          network: address.network,
          validTo: toIsoDate(address.validTo),
        },
        customers: agreements.map((agreement) => ({
          customerNumber: agreement.customer.customerNumber,
          name: agreement.customer.name,
          agreementNumber: agreement.agreementNumber,
          ended: agreement.ended,
        })),
        accesses,
        purchasable:
          active.length > 0 &&
          isSelectable(accesses, today, mainAgreementNumber) &&
          !active.some((access) => isPurchaseBlocked(access.premisesType)),
      };
    },
  };
}

export const marketabilityAdapter: AdapterDefinition<MarketabilityAdapter> = {
  system: 'Marketability',
  timeoutMs: 10_000,
  createDefault: createMarketability,
};
