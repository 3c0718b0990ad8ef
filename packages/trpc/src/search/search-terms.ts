/**
 * The text of a search split into the forms the SQL of the tabs needs. Texts of three characters or more
 * match anywhere (trigram indexes); shorter texts only at the start, which the trigram index also serves.
 */
export interface SearchTerms {
  /** The trimmed text as typed. */
  text: string;
  /** LIKE pattern: anywhere for 3+ characters, at the start otherwise (wildcards in the text escaped). */
  contains: string;
  /** LIKE pattern matching at the start. */
  prefix: string;
  /** The digits of the text when it is a number (spaces and dashes ignored), else null. */
  digits: string | null;
  /** The text as an int4 when it is a number that fits, else null. */
  number: number | null;
}

/** LIKE pattern for numbers and ids as text: from the start for 3+ characters, otherwise the exact value. */
export function prefixOf(text: string): string {
  const escaped = escapeLike(text);
  return text.length >= MIN_CONTAINS_LENGTH ? `${escaped}%` : escaped;
}

const INT4_MAX = 2_147_483_647;
export const MIN_CONTAINS_LENGTH = 3;

/** Escapes LIKE wildcards (the default escape character is the backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function searchTerms(query: string): SearchTerms {
  const text = query.trim();
  const escaped = escapeLike(text);
  const numeric = /^[\d\s-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  const digits = numeric.length > 0 ? numeric : null;
  const asNumber = digits !== null && digits.length <= 10 ? Number(digits) : null;
  return {
    text,
    contains: text.length >= MIN_CONTAINS_LENGTH ? `%${escaped}%` : `${escaped}%`,
    prefix: `${escaped}%`,
    digits,
    number: asNumber !== null && asNumber <= INT4_MAX ? asNumber : null,
  };
}

/** LIKE pattern for the digits of a number: anywhere for 3+ digits, at the start otherwise. */
export function digitsPattern(digits: string): string {
  return digits.length >= MIN_CONTAINS_LENGTH ? `%${digits}%` : `${digits}%`;
}
