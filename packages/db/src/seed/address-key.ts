/** The natural key of an address (the unique index "addresses_natural_key"): one function with the import's. */
export { addressNaturalKey } from '@sappis/shared';

/** The same key computed by PostgreSQL, for the addresses already stored. */
export const ADDRESS_NATURAL_KEY_SQL = `concat_ws('|', lower("street"), lower("number"), lower(COALESCE("entrance", '')), COALESCE("apartment", ''), replace("zipCode", ' ', ''))`;
