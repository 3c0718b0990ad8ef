import { z } from 'zod';
import { isRealDay } from '../dates.ts';

/**
 * Building blocks of every input schema: a value they accept fits its column, so a hostile or careless
 * client gets a 400 from validation and never a database error. Numbers stay inside PostgreSQL int4 (ids,
 * numbers, versions), pages inside what an OFFSET can reach, and text is storable (no NUL, which
 * PostgreSQL text cannot hold, and no lone UTF-16 surrogate, which has no UTF-8 form) and always bounded.
 */

/** The range of a PostgreSQL integer (int4) column: ids, customer, case and agreement numbers, versions. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** The largest whole amount a money column (numeric(12,2)) holds. */
export const MONEY_MAX = 9_999_999_999;
/** The highest page number a list accepts: page × page size stays far inside int4 (and any OFFSET). */
export const PAGE_MAX = 100_000;

export const SAFE_INPUT_TEXTS = {
  invalidNumber: 'Ogiltigt tal',
  invalidId: 'Ogiltigt id',
  invalidPage: 'Ogiltig sida',
  invalidPageSize: 'Ogiltigt antal per sida',
  invalidText: 'Ogiltig text',
  invalidCharacters: 'Texten innehåller otillåtna tecken',
  tooLong: (max: number) => `Texten får vara högst ${max} tecken`,
} as const;

/** An integer in `min`..`max`; a wrong type, a fraction or a value out of range all give `message`. */
export function boundedInt(min: number, max: number, message: string = SAFE_INPUT_TEXTS.invalidNumber) {
  return z
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(min, message)
    .max(max, message);
}

/** A database id or number (a positive int4). */
export function dbId(message: string = SAFE_INPUT_TEXTS.invalidId) {
  return boundedInt(1, INT4_MAX, message);
}

/** A 1-based page number, 1 when absent. */
export const pageNumber = boundedInt(1, PAGE_MAX, SAFE_INPUT_TEXTS.invalidPage).default(1);

/** Rows per page, 1..`max`. */
export function pageSize(max: number) {
  return boundedInt(1, max, SAFE_INPUT_TEXTS.invalidPageSize);
}

/** NUL or a UTF-16 surrogate without its pair (in `u` mode a proper pair is one code point, not Cs). */
const UNSTORABLE_CHARACTER = /[\0\p{Cs}]/u;

/** True when PostgreSQL can store `value` as text. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_CHARACTER.test(value);
}

/**
 * Text as typed (not trimmed): storable and at most `max` characters. A longer text is refused before
 * anything else looks at it.
 */
export function plainText(max: number, tooLong: string = SAFE_INPUT_TEXTS.tooLong(max)) {
  return z
    .string({ error: SAFE_INPUT_TEXTS.invalidText })
    .max(max, { error: tooLong, abort: true })
    .refine(isStorableText, SAFE_INPUT_TEXTS.invalidCharacters);
}

/** Like `plainText`, but trimmed first; '' is allowed (chain `.min` or use `requiredText` to refuse it). */
export function trimmedText(max: number, tooLong: string = SAFE_INPUT_TEXTS.tooLong(max)) {
  return z
    .string({ error: SAFE_INPUT_TEXTS.invalidText })
    .trim()
    .max(max, { error: tooLong, abort: true })
    .refine(isStorableText, SAFE_INPUT_TEXTS.invalidCharacters);
}

/** A trimmed text that must not be empty; `required` is also the message for a missing value. */
export function requiredText(
  max: number,
  messages: { required: string; tooLong?: string } = { required: SAFE_INPUT_TEXTS.invalidText },
) {
  return z
    .string({ error: messages.required })
    .trim()
    .max(max, { error: messages.tooLong ?? SAFE_INPUT_TEXTS.tooLong(max), abort: true })
    .min(1, messages.required)
    .refine(isStorableText, SAFE_INPUT_TEXTS.invalidCharacters);
}

/** A day as 'YYYY-MM-DD' that exists, from year 1000 on (a date column and Date both hold it). */
export function calendarDay(message: string) {
  return plainText(10, message).refine(isRealDay, message);
}
