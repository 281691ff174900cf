/**
 * Deterministic randomness for the embedded platform: every generated record comes from a
 * mulberry32 stream derived from the platform seed, so the same seed yields the same catalogue
 * on every start and on every machine (Math.random is never used for data).
 */

export const DEFAULT_PLATFORM_SEED = 20240601;

/** Reads PLATFORM_SEED (an integer or any text, hashed) and falls back to the default. */
export function seedFromEnvironment(value: string | undefined = process.env.PLATFORM_SEED): number {
  const trimmed = value?.trim();
  if (!trimmed) return DEFAULT_PLATFORM_SEED;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) >>> 0 : hashString(trimmed);
}

/** FNV-1a, 32 bit: turns labels into stream seeds and keys into stable numbers. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An independent stream per purpose ("games", "winners", …): adding records to one part of the
 * catalogue does not shift the values generated for another.
 */
export function createRandom(seed: number, stream: string): Random {
  const next = mulberry32((seed ^ hashString(stream)) >>> 0);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max, decimals = 2) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let threshold = next() * total;
      for (const [item, weight] of entries) {
        threshold -= weight;
        if (threshold < 0) return item;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
  };
}
