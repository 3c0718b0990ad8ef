/** The customer view ('Kundbild') of a customer. */
export function customerViewPath(customerNumber: number): string {
  return `/klc/${customerNumber}/tjanster`;
}

/** The address register (address search), searching `query` (an address id or street and number). */
export function addressSearchPath(query: string): string {
  return `/sappis/adresser?query=${encodeURIComponent(query)}`;
}

/** The address page of the address register: the address with its accesses, agreements and customers. */
export function addressPagePath(addressId: string): string {
  return `/sappis/adresser/${encodeURIComponent(addressId)}`;
}

const NEW_TAB_PATHS = [
  /^\/klc\/\d+\/tjanster(?:[/?#]|$)/,
  /^\/sappis\/adresser(?:[/?#]|$)/,
  /^\/sappis\/cases\/\d+(?:[/?#]|$)/,
];

/**
 * Document 1 section 2.1, document 3 section 2: links to the customer view, the address register and a case page
 * (a new case, a child case) open in a new tab.
 */
export function opensInNewTab(path: string): boolean {
  return NEW_TAB_PATHS.some((pattern) => pattern.test(path));
}
