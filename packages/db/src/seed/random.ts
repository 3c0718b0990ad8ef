/**
 * Deterministic pseudo-random numbers for the seed: sfc32 seeded through a 32-bit string/number hash.
 * The same seed always gives the same sequence, on every platform, so seeded data is reproducible.
 */

/** 32-bit FNV-1a style hash of any mix of strings and numbers, finished with a murmur3 avalanche. */
export function hashSeed(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}\u0000`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  shuffle<T>(items: readonly T[]): T[];
  /** A string of `length` random decimal digits (may start with 0). */
  digits(length: number): string;
  /** A string of `length` characters taken from `alphabet`. */
  chars(length: number, alphabet: string): string;
  /** An independent generator derived from this one's seed and a label (does not advance this one). */
  fork(label: string | number): Random;
}

/** sfc32 (Small Fast Counting), a 128-bit-state generator that passes PractRand; 32-bit output. */
export function createRandom(seed: number | string): Random {
  const base = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  let a = hashSeed(base, 'a');
  let b = hashSeed(base, 'b');
  let c = hashSeed(base, 'c');
  let d = 1;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first outputs so that close seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32();

  const random: Random = {
    next: () => nextUint32() / 4294967296,
    int: (min, max) => min + Math.floor((nextUint32() / 4294967296) * (max - min + 1)),
    chance: (p) => nextUint32() / 4294967296 < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor((nextUint32() / 4294967296) * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = (nextUint32() / 4294967296) * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor((nextUint32() / 4294967296) * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    digits: (length) => {
      let out = '';
      for (let i = 0; i < length; i++) out += String(Math.floor((nextUint32() / 4294967296) * 10));
      return out;
    },
    chars: (length, alphabet) => {
      let out = '';
      for (let i = 0; i < length; i++)
        out += alphabet[Math.floor((nextUint32() / 4294967296) * alphabet.length)];
      return out;
    },
    fork: (label) => createRandom(hashSeed(base, 'fork', label)),
  };
  return random;
}

/** The fixed seed of all seed data. Change it and every generated name, number and date changes. */
export const SEED = 'sappis-2024';
