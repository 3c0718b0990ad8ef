import type { Prisma } from '@sappis/db';
import { ADDRESS_CASE_TEXTS } from '@sappis/shared';
import { AppError } from '../errors.ts';
import { toIsoDate } from '../serialize.ts';
import { accessView } from './access-view.ts';
import { addressView } from './address-view.ts';

/**
 * The address page every address-register link leads to (document 1 section 2.1, document 3 section 2): the
 * address with its network, its accesses with their main agreements, those main agreements, and the agreements at
 * the address with their customers (ended ones too, newest first).
 */
export async function addressPage(
  db: Prisma.TransactionClient,
  { addressId, today }: { addressId: string; today: string },
) {
  const address = await db.address.findUnique({
    where: { id: addressId },
    include: {
      accesses: {
        include: {
          mainAgreement: {
            select: {
              number: true,
              name: true,
              distributionNetwork: true,
              startsAt: true,
              endsAt: true,
              mainCentral: { select: { name: true } },
            },
          },
        },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!address) throw new AppError('NOT_FOUND', ADDRESS_CASE_TEXTS.addressNotFound);
  const agreements = await db.agreement.findMany({
    where: { addressId },
    orderBy: [{ ended: 'asc' }, { agreementNumber: 'desc' }],
    select: {
      agreementNumber: true,
      ended: true,
      deliveryAddress: true,
      customer: { select: { customerNumber: true, name: true } },
      mainAgreement: { select: { number: true, name: true } },
    },
  });
  const mainAgreements = new Map(
    address.accesses.map(({ mainAgreement }) => [
      mainAgreement.number,
      {
        number: mainAgreement.number,
        name: mainAgreement.name,
        distributionNetwork: mainAgreement.distributionNetwork,
        mainCentral: mainAgreement.mainCentral?.name ?? null,
        startsAt: toIsoDate(mainAgreement.startsAt),
        endsAt: toIsoDate(mainAgreement.endsAt),
      },
    ]),
  );
  return {
    address: { ...addressView(address), network: address.network, validTo: toIsoDate(address.validTo) },
    accesses: address.accesses.map((access) => accessView(access, today)),
    mainAgreements: [...mainAgreements.values()],
    agreements: agreements.map((agreement) => ({
      agreementNumber: agreement.agreementNumber,
      ended: agreement.ended,
      deliveryAddress: agreement.deliveryAddress,
      customerNumber: agreement.customer.customerNumber,
      customerName: agreement.customer.name,
      mainAgreementNumber: agreement.mainAgreement?.number ?? null,
      mainAgreementName: agreement.mainAgreement?.name ?? null,
    })),
  };
}
