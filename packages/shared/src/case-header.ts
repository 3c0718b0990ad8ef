import { CASE_HEADER_MAX } from './cases.ts';

/** A word of a header: a Swedish postal code ('413 01') counts as one, whatever else is separated by spaces. */
const WORDS = /\d{3} \d{2}(?!\d)|\S+/g;

/**
 * A header made by the product (an operation's case) within the case header limit: the whole words that fit, a
 * postal code kept whole or left out, no dangling separator ('Adress saknas: Storgatan 12, 413 01' rather than
 * '…, 413 01 Gö'). A first word longer than the limit is cut, as there is nothing shorter to show.
 */
export function caseHeaderWithin(text: string, max: number = CASE_HEADER_MAX): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let end = 0;
  for (const word of trimmed.matchAll(WORDS)) {
    const wordEnd = word.index + word[0].length;
    if (wordEnd > max) break;
    end = wordEnd;
  }
  if (end === 0) return trimmed.slice(0, max);
  return trimmed.slice(0, end).replace(/[\s,;:–-]+$/u, '');
}
