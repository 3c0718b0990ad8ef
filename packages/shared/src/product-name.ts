/** '{product}' in the specification: the provider's brand name, a setting of the server (PRODUCT_NAME). */
export const PRODUCT_PLACEHOLDER = '{product}';

export const DEFAULT_PRODUCT_NAME = 'Sappa';

/** A text of the specification written with '{product}', with the product name put in. */
export function withProductName(text: string, productName: string): string {
  return text.replaceAll(PRODUCT_PLACEHOLDER, productName);
}
