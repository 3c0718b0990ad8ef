import { PRODUCT_NAME } from '../product.ts';

/** Play details (document 1 sections 2.5 and 3): set or remove the play external id, and reset. */

export const PLAY_TEXTS = {
  reset: `Återställ ${PRODUCT_NAME} Play-konto`,
  resetDone: `${PRODUCT_NAME} Play-kontot är återställt. Kunden kan nu koppla kontot till en e-postadress igen.`,
  nothingToReset: `${PRODUCT_NAME} Play-kontot är inte kopplat till någon e-postadress`,
  noPlayId: `Kunden har inget ${PRODUCT_NAME} Play-id`,
  idSaved: `${PRODUCT_NAME} Play-id är sparat`,
  idRemoved: `${PRODUCT_NAME} Play-id är borttaget`,
} as const;

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
