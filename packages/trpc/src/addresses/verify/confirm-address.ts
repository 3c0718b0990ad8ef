import type { Prisma } from '@sappis/db';
import {
  ADDRESS_CASE_TEXTS,
  ADDRESS_SEARCH_TEXTS,
  addressPickRefusal,
  isActiveAccess,
  isPurchaseBlocked,
  isSelectable,
} from '@sappis/shared';
import { appendAgreementChanged } from '../../customers/customer-events.ts';
import { AppError } from '../../errors.ts';
import { toIsoDate } from '../../serialize.ts';
import { AGREEMENT_ENDED_MESSAGE, AGREEMENT_NOT_FOUND_MESSAGE } from '../service.ts';

/**
 * Step 3 of verify address, and 'Gör adress köpbar' with an address from the register (document 3 section 7,
 * 'Update verified address': agreement number, address id, visible address text, city): the agreement gets the
 * address id and its delivery address. The address must be selectable, have an active access under the
 * agreement's main agreement (any, when the agreement has none), lie in the agreement's town (addressPickRefusal, as the
 * search told the agent) and not block purchases. In the caller's
 * transaction, with an audit row and customer.changed last.
 */
export async function confirmAddress(
  tx: Prisma.TransactionClient,
  {
    userId,
    agreementNumber,
    addressId,
    today,
  }: { userId: number; agreementNumber: number; addressId: string; today: string },
) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM agreements WHERE "agreementNumber" = ${agreementNumber} FOR UPDATE`;
  if (!locked) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  const agreement = await tx.agreement.findUniqueOrThrow({
    where: { id: locked.id },
    select: {
      id: true,
      customerId: true,
      ended: true,
      addressId: true,
      deliveryCity: true,
      mainAgreement: { select: { id: true, number: true } },
    },
  });
  if (agreement.ended) throw new AppError('BAD_REQUEST', AGREEMENT_ENDED_MESSAGE);
  const address = await tx.address.findUnique({
    where: { id: addressId },
    include: { accesses: { include: { mainAgreement: { select: { id: true, number: true } } } } },
  });
  if (!address) throw new AppError('NOT_FOUND', ADDRESS_CASE_TEXTS.addressNotFound);
  const accesses = address.accesses.map((access) => ({
    mainAgreementId: access.mainAgreement.id,
    mainAgreementNumber: access.mainAgreement.number,
    network: access.network,
    validTo: toIsoDate(access.validTo),
    premisesType: access.premisesType,
  }));
  const mainAgreementNumber = agreement.mainAgreement?.number ?? null;
  const usable = accesses.filter(
    (access) =>
      isActiveAccess(access, today) &&
      (mainAgreementNumber === null || access.mainAgreementNumber === mainAgreementNumber),
  );
  const refusal = addressPickRefusal(
    { city: address.city, accesses },
    { deliveryCity: agreement.deliveryCity, mainAgreementNumber },
    today,
  );
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  if (!isSelectable(accesses, today, mainAgreementNumber)) {
    throw new AppError('BAD_REQUEST', ADDRESS_CASE_TEXTS.notSelectable);
  }
  if (usable.some((access) => isPurchaseBlocked(access.premisesType))) {
    throw new AppError('BAD_REQUEST', ADDRESS_SEARCH_TEXTS.purchaseBlocked);
  }
  const street = [address.street, address.number, address.entrance].filter(Boolean).join(' ');
  const deliveryAddress = address.apartmentDisplay ? `${street} ${address.apartmentDisplay}` : street;
  await tx.agreement.update({
    where: { id: agreement.id },
    data: {
      addressId: address.id,
      deliveryAddress,
      deliveryPostalCode: address.zipCode,
      deliveryCity: address.city,
      ...(agreement.mainAgreement ? {} : { mainAgreementId: usable[0]?.mainAgreementId }),
    },
  });
  await tx.auditEntry.create({
    data: {
      userId,
      action: 'agreement.verifyAddress',
      entityType: 'Agreement',
      entityId: String(agreementNumber),
      customerId: agreement.customerId,
      details: { from: agreement.addressId, to: address.id, composite: address.composite },
    },
  });
  await appendAgreementChanged(tx, {
    agreementId: agreement.id,
    actorId: userId,
    change: 'agreement.verifyAddress',
  });
  return { agreementNumber, addressId: address.id, composite: address.composite };
}
