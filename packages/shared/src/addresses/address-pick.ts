import { isActiveAccess, type SearchAccess } from './address-search.ts';

/** What an agreement brings to the address pick: where it is delivered and its main agreement. */
export interface PickingAgreement {
  deliveryCity: string | null;
  mainAgreementNumber: number | null;
}

export const ADDRESS_PICK_TEXTS = {
  otherTown: (city: string, agreementCity: string) =>
    `Adressen ligger i ${city}, avtalets leveransadress i ${agreementCity}.`,
  noAccessUnderMainAgreement: 'Adressen kan inte hittas under huvudavtalet.',
} as const;

/** Towns compared as people write them: case, surrounding and repeated spaces do not matter. */
const townKey = (town: string) => town.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv-SE');

/**
 * Why an agreement cannot take an address of the register (verify address, make address purchasable; document 3
 * section 7 searches the register by address text, location text and main agreement number): the address lies in
 * another town than the agreement's delivery address, or has no active access under the agreement's main
 * agreement (any main agreement when it has none). Null: it can be picked. Told at pick time, enforced on confirm.
 */
export function addressPickRefusal(
  address: { city: string; accesses: readonly Pick<SearchAccess, 'mainAgreementNumber' | 'validTo'>[] },
  agreement: PickingAgreement,
  today: string,
): string | null {
  const agreementCity = agreement.deliveryCity?.trim() ?? '';
  if (agreementCity !== '' && townKey(address.city) !== townKey(agreementCity)) {
    return ADDRESS_PICK_TEXTS.otherTown(address.city, agreementCity);
  }
  const underMain = address.accesses.some(
    (access) =>
      isActiveAccess(access, today) &&
      (agreement.mainAgreementNumber === null ||
        access.mainAgreementNumber === agreement.mainAgreementNumber),
  );
  return underMain ? null : ADDRESS_PICK_TEXTS.noAccessUnderMainAgreement;
}
