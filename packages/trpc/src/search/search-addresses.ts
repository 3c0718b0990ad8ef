import { Prisma } from '@sappis/db';
import { type AddressSearchResult, isAddressId, type SearchArgs } from '@sappis/shared';
import { pagedQuery, type SearchDb } from './paged-query.ts';
import { escapeLike, MIN_CONTAINS_LENGTH, searchTerms } from './search-terms.ts';

/** 'Storgatan 12 B' → street 'Storgatan', number '12', letter 'B' (the letter is the number's or the entrance's). */
export function splitStreetAndNumber(text: string): {
  street: string;
  number: string | null;
  letter: string | null;
} {
  const match = /^(.*\D)\s+(\d+)\s*([A-Za-zÅÄÖåäö])?$/.exec(text.trim());
  if (!match) return { street: text.trim(), number: null, letter: null };
  return { street: match[1]!.trim(), number: match[2]!, letter: match[3]?.toUpperCase() ?? null };
}

function addressFilter(query: string): Prisma.Sql {
  if (isAddressId(query)) return Prisma.sql`id = ${query}`;
  const { street, number, letter } = splitStreetAndNumber(query);
  const escaped = escapeLike(street);
  const streetPattern = street.length >= MIN_CONTAINS_LENGTH ? `%${escaped}%` : `${escaped}%`;
  const byStreet = Prisma.sql`street ILIKE ${streetPattern}`;
  if (number === null) return byStreet;
  if (letter === null) return Prisma.sql`${byStreet} AND number ~ ${`^${number}[A-Za-zÅÄÖåäö]?$`}`;
  return Prisma.sql`${byStreet} AND (upper(number) = ${`${number}${letter}`}
    OR (number = ${number} AND upper(entrance) = ${letter}))`;
}

/**
 * Global search, addresses tab: an address id (6-11 digits or 32 uppercase alphanumerics) finds that address;
 * other text searches street and number only (document 1 section 5). Streets starting with the text first.
 */
export async function searchAddresses(prisma: SearchDb, args: SearchArgs): Promise<AddressSearchResult> {
  const terms = searchTerms(args.query);
  const { street } = splitStreetAndNumber(terms.text);
  const matches = Prisma.sql`
    SELECT id, street, number, entrance, apartment, "zipCode", city,
      CASE WHEN street ILIKE ${`${escapeLike(street)}%`} THEN 0 ELSE 1 END AS rank
    FROM addresses WHERE ${addressFilter(terms.text)}`;
  const { total, rows } = await pagedQuery<{
    id: string;
    street: string;
    number: string;
    entrance: string | null;
    apartment: string | null;
    zipCode: string;
    city: string;
  }>(
    prisma,
    matches,
    Prisma.sql`rank, street, length(number), number, entrance NULLS FIRST, apartment NULLS FIRST, id`,
    args,
  );
  return {
    total,
    hits: rows.map(({ id, street, number, entrance, apartment, zipCode, city }) => ({
      id,
      street,
      number,
      entrance,
      apartment,
      zipCode,
      city,
    })),
  };
}
