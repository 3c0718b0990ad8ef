import { z } from 'zod';
import { dbId, plainText, requiredText } from '../input/safe-input.ts';

/**
 * The cases of the address panels (document 3 sections 7 and 9): verify address's address case, and the
 * add-agreement flow's new-agreement and missing-address cases.
 */
export const ADDRESS_CASES = {
  /** Address verification case defaults: status 1, group owner 117, type 135. */
  verifyAddress: { status: 'NOT_STARTED', ownerGroupId: 117, typeId: 135 },
  /** New-agreement case: status 2, group 42, type 197. */
  newAgreement: { status: 'IN_PROGRESS', ownerGroupId: 42, typeId: 197 },
  /** Missing-address case: status 1, group 84, type 135. */
  missingAddress: { status: 'NOT_STARTED', ownerGroupId: 84, typeId: 135 },
} as const;

export const ADDRESS_CASE_TEXTS = {
  fullAddressRequired: 'Ange hela adressen: gata, nummer, postnummer och ort',
  caseCreated: (caseNumber: number) => `Adressärende ${caseNumber} är skapat.`,
  addressConfirmed: 'Adressen är verifierad och sparad på avtalet.',
  notSelectable: 'Adressen är inte valbar. Felanmäl adressen till IT.',
  addressNotFound: 'Adressen du söker efter kan inte hittas.',
} as const;

/** The typed address of a missing-address request: the full address is needed. */
export const missingAddressSchema = z.object({
  street: requiredText(100, { required: ADDRESS_CASE_TEXTS.fullAddressRequired }),
  number: requiredText(20, { required: ADDRESS_CASE_TEXTS.fullAddressRequired }),
  entrance: plainText(10),
  apartment: plainText(10),
  zip: requiredText(6, { required: ADDRESS_CASE_TEXTS.fullAddressRequired }),
  city: requiredText(100, { required: ADDRESS_CASE_TEXTS.fullAddressRequired }),
  note: plainText(1000),
});

export type MissingAddress = z.infer<typeof missingAddressSchema>;

export const verifyAddressCaseInputSchema = z.object({
  agreementNumber: dbId('Ogiltigt avtalsnummer'),
  address: missingAddressSchema,
});

/** One line of the typed address: 'Gata 1 B lgh 1101, 413 01 Ort'. */
export function typedAddressLine(address: MissingAddress): string {
  const street = [address.street, address.number, address.entrance]
    .map((part) => part.trim())
    .filter(Boolean);
  const apartment = address.apartment.trim() ? ` lgh ${address.apartment.trim()}` : '';
  return `${street.join(' ')}${apartment}, ${address.zip.trim()} ${address.city.trim()}`;
}
