/** Play details (document 1 sections 2.5 and 3): set or remove the play external id, and reset. */

/** The texts of the play details, named after the product ('{product} Play'). */
export function playTexts(productName: string) {
  return {
    reset: `Återställ ${productName} Play-konto`,
    resetDone: `${productName} Play-kontot är återställt. Kunden kan nu koppla kontot till en e-postadress igen.`,
    nothingToReset: `${productName} Play-kontot är inte kopplat till någon e-postadress`,
    noPlayId: `Kunden har inget ${productName} Play-id`,
    idSaved: `${productName} Play-id är sparat`,
    idRemoved: `${productName} Play-id är borttaget`,
    idTaken: `${productName} Play-id används redan av en annan kund`,
    removeId: `Ta bort ${productName} Play-id`,
    idLabel: `${productName} Play-id`,
  } as const;
}

/** Where the customer links the play account again after a reset. */
const PLAY_ACTIVATION_BASE_URL = 'https://www.sappa.se/play/aktivera';

/** A play account can be reset (its linked e-mail cleared) when it has an external id and is linked. */
export function canResetPlay(play: { externalId: string | null; linkedEmail: string | null }): boolean {
  return play.externalId !== null && play.linkedEmail !== null;
}

/** The page where the customer links the play account with this external id. */
export function playResetUrl(externalId: string | null): string | null {
  return externalId === null ? null : `${PLAY_ACTIVATION_BASE_URL}?id=${encodeURIComponent(externalId)}`;
}
