const NUMERIC_ADDRESS_ID = /^\d{6,11}$/;
const HASH_ADDRESS_ID = /^[A-Z0-9]{32}$/;

/** Document 1 section 5: 6 to 11 digits, or a 32-character uppercase alphanumeric string, is an address id. */
export function isAddressId(text: string): boolean {
  return NUMERIC_ADDRESS_ID.test(text) || HASH_ADDRESS_ID.test(text);
}
