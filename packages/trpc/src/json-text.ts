/**
 * Answers whose JSON text is already known (issue 28: the customer view's rows come from PostgreSQL as JSON):
 * the HTTP fast path (apps/api http/plain-queries.ts) writes a registered value as its text instead of
 * serializing it again. The text must be exactly `JSON.stringify(value)`; the value stays a plain object for
 * every other reader (server-side callers, tRPC's own response path, WebSockets). A text is kept in parts,
 * strings and UTF-8 bytes, so that a large part read as bytes is written as it is, never decoded nor copied
 * into one string.
 */
export type JsonTextPart = string | Buffer;

const texts = new WeakMap<object, readonly JsonTextPart[]>();

/** Registers `text` (its parts in order) as the JSON text of `value`, which it must equal `JSON.stringify` of. */
export function withJsonText<T extends object>(value: T, text: JsonTextPart | readonly JsonTextPart[]): T {
  texts.set(value, typeof text === 'string' || Buffer.isBuffer(text) ? [text] : text);
  return value;
}

/** The registered JSON text of `value` in parts, if any. */
export function jsonTextPartsOf(value: unknown): readonly JsonTextPart[] | undefined {
  return typeof value === 'object' && value !== null ? texts.get(value) : undefined;
}

/** The registered JSON text of `value` as one string, if any. */
export function jsonTextOf(value: unknown): string | undefined {
  return jsonTextPartsOf(value)?.join('');
}

/** A copy of `value` with `fields` added after its own keys, its registered JSON text (if any) extended alike. */
export function withJsonFields<T extends object, F extends object>(value: T, fields: F): T & F {
  // Descriptors, not a spread: a property read on demand (a getter) stays unread.
  const extended = Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(value), ...Object.getOwnPropertyDescriptors(fields) },
  ) as T & F;
  const parts = texts.get(value);
  const added = JSON.stringify(fields).slice(1, -1);
  if (parts === undefined) return extended;
  if (added === '') return withJsonText(extended, parts);
  if (parts.length === 1 && parts[0] === '{}') return withJsonText(extended, `{${added}}`);
  // The text ends with '}', and so does its last part: reopened there, the fields added and closed again.
  const last = parts.at(-1) as JsonTextPart;
  const reopened = typeof last === 'string' ? last.slice(0, -1) : last.subarray(0, -1);
  return withJsonText(extended, [...parts.slice(0, -1), reopened, `,${added}}`]);
}
