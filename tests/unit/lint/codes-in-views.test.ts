/**
 * Every code the platform sends that a view shows goes through a label (locales, es and en), and a
 * code the texts do not know falls back to readableCode's words, never to the raw code
 * ("ADJUSTMENT", "EWALLET" in a Spanish page): a view's `defaultValue:` is a text, a translation
 * or readableCode(…), not the code itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readableCode } from '../../../src/ui/readableCode';

const ROOT = join(__dirname, '../../..');
/** A fallback that is a bare value (an identifier or a field), not a text, t(…) or readableCode(…). */
const RAW_FALLBACK = /defaultValue: (?!t\(|readableCode\(|['"`]|string\b)[A-Za-z_][\w.?]*\s*[,}]/;
/** Still to convert: its lobby title falls back to the category code. */
const NOT_YET = new Set(['src/views/games/GameLobby.tsx']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('codes in views', () => {
  it('reads an unknown code as words', () => {
    expect(readableCode('ADJUSTMENT')).toBe('Adjustment');
    expect(readableCode('EWALLET')).toBe('Ewallet');
    expect(readableCode('DEPOSIT_BONUS')).toBe('Deposit bonus');
    expect(readableCode('weekendBonus')).toBe('Weekend bonus');
    expect(readableCode('PG')).toBe('PG');
    expect(readableCode(null)).toBe('');
  });

  it('finds a raw code given as the fallback', () => {
    expect(RAW_FALLBACK.test('t(`codes.${row.kind}`, { defaultValue: row.kind })')).toBe(true);
    expect(RAW_FALLBACK.test('t(`codes.${row.kind}`, { defaultValue: readableCode(row.kind) })')).toBe(false);
    expect(RAW_FALLBACK.test("t('x', { defaultValue: 'Text' })")).toBe(false);
  });

  it('never fall back to a raw code', () => {
    const found = sources(join(ROOT, 'src/views'))
      .map((file) => relative(ROOT, file))
      .filter((file) => !NOT_YET.has(file))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (RAW_FALLBACK.test(line) ? [`${file}:${index + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
