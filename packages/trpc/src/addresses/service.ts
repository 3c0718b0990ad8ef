import { randomUUID } from 'node:crypto';
import type { Prisma } from '@sappis/db';
import { ADD_ADDRESS_TEXTS, type AddAddressForm, compositeAddress } from '@sappis/shared';
import { appendAgreementChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';

export const MAIN_AGREEMENT_NOT_FOUND_MESSAGE = 'Huvudavtalet hittades inte';
export const AGREEMENT_NOT_FOUND_MESSAGE = 'Avtalet hittades inte';
export const AGREEMENT_HAS_ADDRESS_MESSAGE = 'Avtalet har redan en köpbar adress';
export const AGREEMENT_ENDED_MESSAGE = 'Avtalet är avslutat';
export const OTHER_MAIN_AGREEMENT_MESSAGE = 'Adressen måste läggas under avtalets huvudavtal';

/** A new address id: 32 uppercase alphanumerics (document 1 section 9). */
const newAddressId = () => randomUUID().replace(/-/g, '').toUpperCase();

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';

/**
 * Adds an address to the address register (document 1 section 2.5, 'add address'); with a main agreement it
 * also gets an access under it, so the address becomes purchasable there. In the caller's transaction, with an
 * audit row. Refuses an address that already exists (the unique index on its natural key, which also decides
 * between two concurrent adds). Given the agreement it was added for ('Gör adressen köpbar' of an agreement
 * without a purchasable delivery address), the agreement gets the new address id; that agreement must be
 * active, without an address id, and the main agreement must be its own.
 */
export async function createAddress(
  tx: Prisma.TransactionClient,
  {
    userId,
    form,
    mainAgreementNumber,
    agreementNumber = null,
    today,
  }: {
    userId: number;
    form: AddAddressForm;
    mainAgreementNumber: number | null;
    agreementNumber?: number | null;
    today: string;
  },
) {
  const agreement = agreementNumber === null ? null : await lockAgreementWithoutAddress(tx, agreementNumber);
  if (agreement && agreement.mainAgreementNumber !== mainAgreementNumber) {
    throw new AppError('BAD_REQUEST', OTHER_MAIN_AGREEMENT_MESSAGE);
  }
  const mainAgreement =
    mainAgreementNumber === null
      ? null
      : await tx.mainAgreement.findUnique({
          where: { number: mainAgreementNumber },
          select: { id: true, distributionNetwork: true, mainCentral: { select: { name: true } } },
        });
  if (mainAgreementNumber !== null && !mainAgreement) {
    throw new AppError('NOT_FOUND', MAIN_AGREEMENT_NOT_FOUND_MESSAGE);
  }

  const address = await tx.address
    .create({
      data: {
        id: newAddressId(),
        street: form.street,
        number: form.number,
        entrance: form.entrance || null,
        apartment: form.apartment || null,
        apartmentDisplay: form.apartment ? `lgh ${form.apartment}` : null,
        zipCode: form.zip.replace(/\s/g, ''),
        city: form.city,
        composite: compositeAddress(form),
        network: mainAgreement?.distributionNetwork ?? null,
      },
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError('CONFLICT', ADD_ADDRESS_TEXTS.exists) : error;
    });
  if (mainAgreement) {
    await tx.access.create({
      data: {
        addressId: address.id,
        mainAgreementId: mainAgreement.id,
        externalId: address.id,
        network: mainAgreement.distributionNetwork ?? '',
        mainCentral: mainAgreement.mainCentral?.name ?? null,
        validFrom: new Date(`${today}T00:00:00.000Z`),
      },
    });
  }
  if (agreement) {
    await tx.agreement.update({ where: { id: agreement.id }, data: { addressId: address.id } });
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'agreement.setAddress',
        entityType: 'Agreement',
        entityId: String(agreementNumber),
        customerId: agreement.customerId,
        details: { from: null, to: address.id, composite: address.composite },
      },
    });
  }
  await tx.auditEntry.create({
    data: {
      userId,
      action: 'address.create',
      entityType: 'Address',
      entityId: address.id,
      details: { composite: address.composite, mainAgreementNumber, agreementNumber },
    },
  });
  if (agreement) {
    await appendAgreementChanged(tx, {
      agreementId: agreement.id,
      actorId: userId,
      change: 'agreement.setAddress',
    });
  }
  return { id: address.id, composite: address.composite, agreementNumber };
}

/** The agreement by number, locked for update; refuses an unknown or ended one, or one that has an address. */
async function lockAgreementWithoutAddress(tx: Prisma.TransactionClient, agreementNumber: number) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM agreements WHERE "agreementNumber" = ${agreementNumber} FOR UPDATE`;
  if (!locked) throw new AppError('NOT_FOUND', AGREEMENT_NOT_FOUND_MESSAGE);
  const agreement = await tx.agreement.findUniqueOrThrow({
    where: { id: locked.id },
    select: {
      id: true,
      customerId: true,
      addressId: true,
      ended: true,
      mainAgreement: { select: { number: true } },
    },
  });
  if (agreement.ended) throw new AppError('BAD_REQUEST', AGREEMENT_ENDED_MESSAGE);
  if (agreement.addressId !== null) throw new AppError('CONFLICT', AGREEMENT_HAS_ADDRESS_MESSAGE);
  return {
    id: agreement.id,
    customerId: agreement.customerId,
    mainAgreementNumber: agreement.mainAgreement?.number ?? null,
  };
}
