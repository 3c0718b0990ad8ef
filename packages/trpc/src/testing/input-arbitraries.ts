import { INT4_MAX, INT4_MIN } from '@sappis/shared';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries generated from a procedure's input schema (through its JSON Schema, which zod 4
 * writes; zod-fast-check only knows zod 3): inputs shaped like what a form sends, and hostile ones.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** The JSON Schema of what a client may send to `schema` (before defaults and transforms). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Texts a form could send, for string fields whose rules (a real day, an e-mail) JSON Schema cannot state. */
const PLAUSIBLE_TEXTS = [
  '',
  'Storgatan',
  '2030-06-15',
  'anna.lindqvist@example.se',
  '070-123 45 67',
  '41301',
];

function lengthFits(node: JsonSchema) {
  return (text: string) =>
    text.length >= (node.minLength ?? 0) && text.length <= (node.maxLength ?? Infinity);
}

/** Values of the schema's shape; refinements JSON Schema cannot state may still refuse some of them. */
export function plausibleArbitrary(node: JsonSchema): fc.Arbitrary<unknown> {
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return fc.oneof(...choices.map(plausibleArbitrary));
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  switch (node.type) {
    case 'object': {
      const properties = node.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, plausibleArbitrary(child)]),
      );
      return fc.record(record, { requiredKeys: node.required ?? [] });
    }
    case 'array':
      return fc.array(plausibleArbitrary(node.items ?? {}), {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 3, 3),
      });
    case 'integer': {
      const min = node.minimum ?? INT4_MIN;
      const max = node.maximum ?? INT4_MAX;
      return fc.oneof(fc.constant(Math.min(Math.max(1, min), max)), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: node.minimum ?? -1e6, max: node.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      if (node.pattern) return fc.stringMatching(new RegExp(node.pattern)).filter(lengthFits(node));
      const maxLength = Math.min(node.maxLength ?? 20, 20);
      return fc.oneof(
        fc.constantFrom(...PLAUSIBLE_TEXTS).filter(lengthFits(node)),
        fc
          .string({ minLength: Math.min(node.minLength ?? 0, maxLength), maxLength })
          .filter(lengthFits(node)),
      );
    }
    default:
      return fc.jsonValue();
  }
}

const HOSTILE_NUMBERS = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  -(2 ** 53 - 1),
  2 ** 63,
  -1,
  0,
  0.5,
  1e308,
  -1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  'x'.repeat(100_000),
  ' ',
  'NaN',
  '1e308',
  '2147483648',
  '9007199254740991',
  '-1',
  "'; DROP TABLE users; --",
  '%_\\',
  '0000-01-01',
  '9999-99-99',
  '2026-02-30',
  '<script>alert(1)</script>',
  'Åsa Öberg 🙂',
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: unknown[] = [null, true, [], {}, 'text', 1, [1, 2], { $gt: 0 }];

function hostileLeaf(node: JsonSchema): fc.Arbitrary<unknown> {
  const edge =
    node.type === 'integer' || node.type === 'number'
      ? fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_TEXTS.slice(5, 11))
      : node.type === 'string'
        ? fc.constantFrom(...HOSTILE_TEXTS)
        : fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_TEXTS);
  return fc.oneof(edge, fc.constantFrom(...WRONG_TYPES));
}

/**
 * Inputs a hostile or careless client sends: every field may be kept plausible, swapped for an edge value
 * (int4 and safe-integer limits, NUL, lone surrogates, 100 kB texts, impossible dates) or a wrong type;
 * objects may lose required keys or carry extra ones; arrays may be far too long.
 */
export function hostileArbitrary(node: JsonSchema): fc.Arbitrary<unknown> {
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return fc.oneof(...choices.map(hostileArbitrary), hostileLeaf(node));
  if (node.type === 'object') {
    const properties = node.properties ?? {};
    const record = Object.fromEntries(
      Object.entries(properties).map(([key, child]) => [key, hostileArbitrary(child)]),
    );
    const withExtras = fc
      .tuple(
        fc.record(record, { requiredKeys: [] }),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
      )
      .map(([value, extras]) => ({ ...extras, ...value }));
    return fc.oneof(plausibleArbitrary(node), withExtras, hostileLeaf(node));
  }
  if (node.type === 'array') {
    const item = node.items ?? {};
    return fc.oneof(
      fc.array(hostileArbitrary(item), { maxLength: 3 }),
      plausibleArbitrary(item).map((value) =>
        Array.from({ length: (node.maxItems ?? 1000) + 1 }, () => value),
      ),
      hostileLeaf(node),
    );
  }
  return fc.oneof(
    { arbitrary: plausibleArbitrary(node), weight: 1 },
    { arbitrary: hostileLeaf(node), weight: 2 },
  );
}
