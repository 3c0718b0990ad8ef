/**
 * Answers whose JSON text is already known (issue 28: the customer view's rows come from PostgreSQL as JSON):
 * the HTTP fast path (apps/api http/plain-queries.ts) writes a registered value as its text instead of
 * serializing it again. The text must be exactly `JSON.stringify(value)`; the value stays a plain object for
 * every other reader (server-side callers, tRPC's own response path, WebSockets).
 */
const texts = new WeakMap<object, string>();

/** Registers `text` as the JSON text of `value` (which it must equal `JSON.stringify` of); returns `value`. */
export function withJsonText<T extends object>(value: T, text: string): T {
  texts.set(value, text);
  return value;
}

/** The registered JSON text of `value`, if any. */
export function jsonTextOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? texts.get(value) : undefined;
}

/** A copy of `value` with `fields` added after its own keys, its registered JSON text (if any) extended alike. */
export function withJsonFields<T extends object, F extends object>(value: T, fields: F): T & F {
  const extended = { ...value, ...fields };
  const text = texts.get(value);
  const added = JSON.stringify(fields).slice(1, -1);
  if (text === undefined) return extended;
  if (added === '') return withJsonText(extended, text);
  return withJsonText(extended, text === '{}' ? `{${added}}` : `${text.slice(0, -1)},${added}}`);
}
