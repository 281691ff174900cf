/**
 * Views show money, points, counts and percentages only through src/ui's formatters
 * (formatAmount / <Amount>, numberFormat, formatPercent, dateTimeFormat), so one language writes
 * every number one way. A number formatted by hand in a view ("4000 pts" beside "12.500 pts",
 * "50 $" beside "$50.00", "0,8 %" beside "1.5 %") is what this finds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');

/** What formats a number outside the shared formatters, each with why it is refused. */
const HAND_BUILT: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: /\.toFixed\(/, why: 'toFixed: digits without the language\'s grouping and separator' },
  { pattern: /\.toLocale(?:Date|Time)?String\(/, why: 'toLocaleString: a locale of its own, not the language\'s number convention' },
  { pattern: /new Intl\.(?:NumberFormat|DateTimeFormat)\(/, why: 'a formatter of its own: use numberFormat / dateTimeFormat' },
  // a space before the sign, plain or written as a no-break escape ('${rate}\\u00a0%'), is still by hand
  { pattern: /\$\{[^}`]*\}(?:\s|\\u00a0)?%/, why: 'a percentage built by hand: use formatPercent' },
  { pattern: /\$\$\{|\$\{[^}`]*\}\s?\$(?!\{)/, why: 'a currency amount built by hand: use formatAmount or <Amount>' },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function findings(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    return HAND_BUILT.filter(({ pattern }) => pattern.test(code)).map(({ why }) => `${file}:${index + 1}: ${why}`);
  });
}

describe('numbers in views', () => {
  it('finds each way of formatting a number by hand', () => {
    const samples = ['value.toFixed(2)', 'new Date(ms).toLocaleString(language)', 'new Intl.NumberFormat(language)', '`${row.rate} %`', '`${rate}\\u00a0%`', '`$${amount}`', '`${amount} $`'];
    expect(samples.map((sample) => findings('sample', sample).length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(findings('sample', "formatAmount(value, language) + `${name}: ${count}`")).toEqual([]);
  });

  it('are formatted by the shared formatters only', () => {
    const found = sources(join(ROOT, 'src/views')).flatMap((file) => findings(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('get no percent sign from the texts: a text given a number and adding "%" builds the percentage by hand ("Comisión: 1.5 %")', () => {
    const found = ['es', 'en'].flatMap((language) =>
      readdirSync(join(ROOT, 'locales', language))
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) =>
          readFileSync(join(ROOT, 'locales', language, name), 'utf8')
            .split('\n')
            .flatMap((line, index) => (/\}\}(?:\s|\u00a0)?%/.test(line) ? [`locales/${language}/${name}:${index + 1}: a percentage built by hand: pass formatPercent's text`] : [])))
    );
    expect(found).toEqual([]);
  });
});
