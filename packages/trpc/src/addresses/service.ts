import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@sappis/db';
import { ADD_ADDRESS_TEXTS, type AddAddressForm, compositeAddress } from '@sappis/shared';
import { AppError } from '../errors.ts';

export const MAIN_AGREEMENT_NOT_FOUND_MESSAGE = 'Huvudavtalet hittades inte';

/** A new address id: 32 uppercase alphanumerics (document 1 section 9). */
const newAddressId = () => randomUUID().replace(/-/g, '').toUpperCase();

/**
 * Adds an address to the address register (document 1 section 2.5, 'add address'); with a main agreement it
 * also gets an access under it, so the address becomes purchasable there. One transaction with an audit row.
 * Refuses an address that already exists.
 */
export async function createAddress(
  prisma: PrismaClient,
  {
    userId,
    form,
    mainAgreementNumber,
    today,
  }: { userId: number; form: AddAddressForm; mainAgreementNumber: number | null; today: string },
) {
  const zip = form.zip.replace(/\s/g, '');
  return prisma.$transaction(async (tx) => {
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
    const existing = await tx.address.findFirst({
      where: {
        street: { equals: form.street, mode: 'insensitive' },
        number: { equals: form.number, mode: 'insensitive' },
        entrance: form.entrance === '' ? null : { equals: form.entrance, mode: 'insensitive' },
        apartment: form.apartment === '' ? null : form.apartment,
        zipCode: zip,
      },
      select: { id: true },
    });
    if (existing) throw new AppError('CONFLICT', ADD_ADDRESS_TEXTS.exists);

    const address = await tx.address.create({
      data: {
        id: newAddressId(),
        street: form.street,
        number: form.number,
        entrance: form.entrance || null,
        apartment: form.apartment || null,
        apartmentDisplay: form.apartment ? `lgh ${form.apartment}` : null,
        zipCode: zip,
        city: form.city,
        composite: compositeAddress(form),
        network: mainAgreement?.distributionNetwork ?? null,
      },
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
    await tx.auditEntry.create({
      data: {
        userId,
        action: 'address.create',
        entityType: 'Address',
        entityId: address.id,
        details: { composite: address.composite, mainAgreementNumber },
      },
    });
    return { id: address.id, composite: address.composite };
  });
}
