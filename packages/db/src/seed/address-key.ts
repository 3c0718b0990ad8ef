/**
 * The natural key of an address as the unique index "addresses_natural_key" enforces it (migration
 * 20261123234630_address_natural_key): street, number and entrance regardless of case, apartment, postal code
 * without spaces. The scale seed draws an address again when its key is taken.
 */
export function addressNaturalKey(address: {
  street: string;
  number: string;
  entrance: string | null;
  apartment: string | null;
  zipCode: string;
}): string {
  return [
    address.street.toLowerCase(),
    address.number.toLowerCase(),
    (address.entrance ?? '').toLowerCase(),
    address.apartment ?? '',
    address.zipCode.replaceAll(' ', ''),
  ].join('|');
}

/** The same key computed by PostgreSQL, for the addresses already stored. */
export const ADDRESS_NATURAL_KEY_SQL = `concat_ws('|', lower("street"), lower("number"), lower(COALESCE("entrance", '')), COALESCE("apartment", ''), replace("zipCode", ' ', ''))`;
