/** The provider's brand name ('{product}' in the specification). */
export const PRODUCT_NAME = 'Sappa';
