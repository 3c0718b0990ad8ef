import { z } from 'zod';

/** '{product}' in the specification: the provider's brand name, a setting of the server (PRODUCT_NAME). */
export const PRODUCT_PLACEHOLDER = '{product}';

export const DEFAULT_PRODUCT_NAME = 'Sappa';

/** Letters and digits, starting with a letter: the name also names groups ('{product}_IT' is 'SAPPA_IT'). */
export const productNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-zÅÄÖåäö][A-Za-z0-9ÅÄÖåäö]{0,29}$/, 'högst 30 bokstäver och siffror, först en bokstav');

/** A text of the specification written with '{product}', with the product name put in. */
export function withProductName(text: string, productName: string): string {
  return text.replaceAll(PRODUCT_PLACEHOLDER, productName);
}
