/**
 * A tiny seeded generator for property tests of the register pattern catalogue (no dependency):
 * for every patternId, values that must pass and values that must fail, with bounds drawn per
 * run. The client's form rules and the platform's handlers are both fed from here.
 */
import { PATTERN_IDS, type PatternId } from '../../../src/validation/patterns';

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T,>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

export type Rng = ReturnType<typeof seeded>;

const chars = (text: string) => [...text];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

const LOWER = chars('abcdefghijklmnopqrstuvwxyz');
const UPPER = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const LETTERS = [...LOWER, ...UPPER];
const DIGITS = chars('0123456789');
const ALNUM = [...LETTERS, ...DIGITS];
const SYMBOLS = chars('!@#$%^&*._-');
const PRINTABLE = range(0x21, 0x7e);
const KANJI = range(0x4e00, 0x9fa5);
// U+3000 (ideographic space) is whitespace for trim(), so it is not a "character" of a value.
const CJK_PUNCTUATION = [...range(0x3001, 0x303f), ...range(0xff01, 0xffef)];
const HANGUL = range(0xac00, 0xd7a3);
const THAI = range(0x0e01, 0x0e5b);
const ACCENTED = range(0xc0, 0xff);

const string = (rng: Rng, alphabet: readonly string[], length: number) => Array.from({ length }, () => rng.pick(alphabet)).join('');

/** Replaces one character (never the first or last, so trimming cannot change the length). */
function replaceInside(rng: Rng, value: string, replacement: string): string {
  const list = [...value];
  const index = list.length > 2 ? rng.int(1, list.length - 2) : rng.int(0, list.length - 1);
  list[index] = replacement;
  return list.join('');
}

/** Words of the alphabet joined by single spaces, exactly `length` characters, no space at an end. */
function words(rng: Rng, alphabet: readonly string[], length: number, atLeastTwo = false): string {
  const list = [...string(rng, alphabet, length)];
  const spaces = atLeastTwo ? 1 : rng.int(0, Math.floor((length - 1) / 3));
  for (let n = 0; n < spaces; n += 1) {
    const index = rng.int(1, length - 2);
    if (list[index - 1] !== ' ' && list[index + 1] !== ' ') list[index] = ' ';
  }
  if (atLeastTwo && !list.includes(' ')) list[Math.floor(length / 2)] = ' ';
  return list.join('');
}

/** A value with one character of each group at random places, the rest from `fill`. */
function withEach(rng: Rng, groups: readonly (readonly string[])[], fill: readonly string[], length: number): string {
  const list = [...string(rng, fill, length)];
  const places = new Set<number>();
  for (const group of groups) {
    let place = rng.int(0, length - 1);
    while (places.has(place)) place = (place + 1) % length;
    places.add(place);
    list[place] = rng.pick(group);
  }
  return list.join('');
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export interface PatternArbitrary {
  /** The shortest length the pattern can match. */
  readonly minLength: number;
  /** A fixed length (dates): bounds are both this. */
  readonly fixedLength?: number;
  valid(rng: Rng, length: number): string;
  /** A value of this length the pattern refuses; absent for "*", which refuses nothing. */
  invalid?(rng: Rng, length: number): string;
}

export const ARBITRARIES: Record<PatternId, PatternArbitrary> = {
  0: { minLength: 1, valid: (rng, n) => string(rng, PRINTABLE, n) },
  1: { minLength: 1, valid: (rng, n) => string(rng, LETTERS, n), invalid: (rng, n) => replaceInside(rng, string(rng, LETTERS, n), rng.pick([...DIGITS, '_', '-', 'ñ'])) },
  2: {
    minLength: 1,
    valid: (rng, n) => rng.pick(LETTERS) + string(rng, ALNUM, n - 1),
    invalid: (rng, n) => (rng.next() < 0.5 || n < 3 ? rng.pick(DIGITS) + string(rng, ALNUM, n - 1) : replaceInside(rng, rng.pick(LETTERS) + string(rng, ALNUM, n - 1), rng.pick(['_', '.', '@', ' ']))),
  },
  3: { minLength: 1, valid: (rng, n) => string(rng, [...KANJI, ...DIGITS], n), invalid: (rng, n) => replaceInside(rng, string(rng, KANJI, n), rng.pick(LETTERS)) },
  4: {
    minLength: 5,
    valid: (rng, n) => {
      const local = rng.int(1, n - 4);
      const domain = rng.int(1, n - 3 - local);
      return `${string(rng, ALNUM, local)}@${string(rng, ALNUM, domain)}.${string(rng, LOWER, n - 2 - local - domain)}`;
    },
    invalid: (rng, n) => string(rng, ALNUM, n),
  },
  5: { minLength: 1, valid: (rng, n) => string(rng, ALNUM, n), invalid: (rng, n) => replaceInside(rng, string(rng, ALNUM, n), rng.pick([...SYMBOLS, 'é'])) },
  6: {
    minLength: 2,
    valid: (rng, n) => withEach(rng, [LETTERS, DIGITS], [...ALNUM, ...SYMBOLS], n),
    invalid: (rng, n) => rng.pick([() => string(rng, LETTERS, n), () => string(rng, DIGITS, n), () => replaceInside(rng, withEach(rng, [LETTERS, DIGITS], ALNUM, n), rng.pick(['~', ' ', '/', 'ü']))])(),
  },
  7: { minLength: 1, valid: (rng, n) => string(rng, DIGITS, n), invalid: (rng, n) => replaceInside(rng, string(rng, DIGITS, n), rng.pick([...LETTERS, '+', '-'])) },
  8: { minLength: 1, valid: (rng, n) => withEach(rng, [UPPER], PRINTABLE, n), invalid: (rng, n) => string(rng, [...LOWER, ...DIGITS, ...SYMBOLS], n) },
  9: { minLength: 1, valid: (rng, n) => words(rng, LETTERS, n), invalid: (rng, n) => replaceInside(rng, words(rng, LETTERS, n), rng.pick([...DIGITS, '-', 'á'])) },
  10: { minLength: 3, valid: (rng, n) => string(rng, [...PRINTABLE, ...KANJI.slice(0, 50)], n), invalid: (rng, n) => replaceInside(rng, string(rng, PRINTABLE, n), rng.pick([' ', '\t'])) },
  11: { minLength: 1, valid: (rng, n) => string(rng, [...KANJI, ...CJK_PUNCTUATION], n), invalid: (rng, n) => replaceInside(rng, string(rng, KANJI, n), rng.pick([...LETTERS, ...DIGITS])) },
  12: {
    minLength: 10,
    fixedLength: 10,
    valid: (rng) => `${rng.int(1900, 2099)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`,
    invalid: (rng) => rng.pick([`${rng.int(1900, 2099)}/${pad2(rng.int(1, 12))}/${pad2(rng.int(1, 28))}`, `${rng.int(1900, 2099)}-${rng.int(13, 99)}-${pad2(rng.int(1, 28))}`, `${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}-${rng.int(1900, 2099)}`]),
  },
  13: {
    minLength: 10,
    fixedLength: 10,
    valid: (rng) => `${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}-${rng.int(1900, 2099)}`,
    invalid: (rng) => rng.pick([`${rng.int(1900, 2099)}-${pad2(rng.int(1, 12))}-${pad2(rng.int(1, 28))}`, `${pad2(rng.int(1, 12))}/${pad2(rng.int(1, 28))}/${rng.int(1900, 2099)}`, `${pad2(rng.int(1, 12))}-${rng.int(32, 99)}-${rng.int(1900, 2099)}`]),
  },
  14: { minLength: 1, valid: (rng, n) => words(rng, HANGUL, n), invalid: (rng, n) => replaceInside(rng, string(rng, HANGUL, n), rng.pick([...LETTERS, ...DIGITS, ...KANJI.slice(0, 20)])) },
  15: { minLength: 1, valid: (rng, n) => words(rng, THAI, n), invalid: (rng, n) => replaceInside(rng, string(rng, THAI, n), rng.pick([...LETTERS, ...DIGITS, ...HANGUL.slice(0, 20)])) },
  16: { minLength: 1, valid: (rng, n) => string(rng, UPPER, n), invalid: (rng, n) => replaceInside(rng, string(rng, UPPER, n), rng.pick([...LOWER, ...DIGITS])) },
  17: {
    minLength: 3,
    valid: (rng, n) => words(rng, [...LETTERS, ...ACCENTED], n, true),
    invalid: (rng, n) => (rng.next() < 0.5 ? string(rng, [...LETTERS, ...ACCENTED], n) : replaceInside(rng, words(rng, LETTERS, n, true), rng.pick([...DIGITS, '.', '_']))),
  },
  18: {
    minLength: 4,
    valid: (rng, n) => withEach(rng, [LOWER, UPPER, DIGITS, SYMBOLS], PRINTABLE, n),
    invalid: (rng, n) => {
      const missing = rng.int(0, 3);
      const groups = [LOWER, UPPER, DIGITS, SYMBOLS].filter((_, index) => index !== missing);
      return withEach(rng, groups.slice(0, Math.min(groups.length, n)), groups.flat(), n);
    },
  },
};

export interface Bounds {
  readonly minLength: number;
  readonly maxLength: number;
}

/** Bounds a field of this pattern could be configured with. */
export function boundsFor(rng: Rng, id: PatternId): Bounds {
  const arbitrary = ARBITRARIES[id];
  if (arbitrary.fixedLength) return { minLength: arbitrary.fixedLength, maxLength: arbitrary.fixedLength };
  const minLength = rng.int(arbitrary.minLength, arbitrary.minLength + 5);
  return { minLength, maxLength: minLength + rng.int(0, 12) };
}

export interface Sample {
  readonly id: PatternId;
  readonly bounds: Bounds;
  readonly value: string;
  /** What the rule must say: undefined (passes), 'length' or 'pattern'. */
  readonly expected: undefined | 'length' | 'pattern';
}

/** `runs` samples per pattern: valid, pattern-invalid, too short and too long. */
export function samples(seed: number, runs: number): Sample[] {
  const rng = seeded(seed);
  const out: Sample[] = [];
  for (const id of PATTERN_IDS) {
    const arbitrary = ARBITRARIES[id];
    for (let run = 0; run < runs; run += 1) {
      const bounds = boundsFor(rng, id);
      const length = rng.int(bounds.minLength, bounds.maxLength);
      const valid = arbitrary.valid(rng, length);
      out.push({ id, bounds, value: valid, expected: undefined });
      if (arbitrary.invalid) out.push({ id, bounds, value: arbitrary.invalid(rng, length), expected: 'pattern' });
      const longer = valid + valid.slice(-1).repeat(bounds.maxLength + 1 - [...valid].length);
      out.push({ id, bounds, value: longer, expected: 'length' });
      if (bounds.minLength > 1) out.push({ id, bounds, value: [...valid].slice(0, bounds.minLength - 1).join('').trim() || [...valid][0]!, expected: 'length' });
    }
  }
  return out;
}
