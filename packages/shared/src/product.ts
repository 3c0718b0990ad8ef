import { z } from 'zod';

export { DEFAULT_PRODUCT_NAME, PRODUCT_PLACEHOLDER, withProductName } from './product-name.ts';

/** Letters and digits, starting with a letter: the name also names groups ('{product}_IT' is 'SAPPA_IT'). */
export const productNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-zÅÄÖåäö][A-Za-z0-9ÅÄÖåäö]{0,29}$/, 'högst 30 bokstäver och siffror, först en bokstav');
