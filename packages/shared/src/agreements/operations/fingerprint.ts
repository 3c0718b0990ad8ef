import type { OperationPlan } from './plan.ts';

/** JSON with object keys sorted, so equal plans give equal text whatever order their keys were built in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A short fingerprint of a plan (two 32-bit FNV-1a hashes of its canonical JSON). The form sends the fingerprint
 * of the plan it previewed; the server recomputes the plan from the database and refuses when the fingerprints
 * differ, i.e. when the agreement changed since the preview in a way that changes what would happen.
 */
export function planFingerprint(plan: OperationPlan | object): string {
  const text = canonicalJson(plan);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}
