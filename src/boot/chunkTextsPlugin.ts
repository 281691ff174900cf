/**
 * Gives every `lazyChunk(() => import('./View'))` the namespaces its module reads, as
 * `{ texts: [...] }`, at build time: the view's texts are fetched beside its code, so it
 * does not suspend on them once the code is in. Read from the module's `useTranslation` calls, so
 * a view that starts reading another namespace brings it along without anyone writing it twice.
 * A call that already passes options is left as written. A call is recognised as the app writes
 * them all: `lazyChunk(() => import(...)` starting on one line, the loader possibly wrapped in one
 * call (`lazyChunk(withSanitizer(() => import(...)))`).
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { INITIAL_NAMESPACES } from '../i18n/language.js';

/** The namespaces a module's useTranslation calls name, beyond those loaded before the first render. */
export function namespacesReadBy(source: string): string[] {
  const names = new Set<string>();
  for (const call of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const argument = (call[1] ?? '').trim();
    if (argument === '') names.add('common');
    for (const name of argument.matchAll(/'([A-Za-z]+)'/g)) if (name[1]) names.add(name[1]);
  }
  return [...names].filter((name) => !INITIAL_NAMESPACES.includes(name)).sort();
}

/** A lazyChunk call and the module it imports (group 1). */
export const LAZY_CHUNK = /lazyChunk\((?:\w+\()?\(\) => import\('([^']+)'\)/g;

/** Whether `code` makes a lazyChunk call the transform reads. */
export function callsLazyChunk(code: string): boolean {
  return new RegExp(LAZY_CHUNK.source).test(code);
}

/** Where the call that opens at `open` (the index of its "(") closes, or -1. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    const char = code[index];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index;
  }
  return -1;
}

/** Whether the call between `open` and `close` has more than one argument. */
function hasTopLevelComma(code: string, open: number, close: number): boolean {
  let depth = 0;
  for (let index = open + 1; index < close; index++) {
    const char = code[index];
    if (char === '(' || char === '{' || char === '[') depth++;
    else if (char === ')' || char === '}' || char === ']') depth--;
    else if (char === ',' && depth === 0) return true;
  }
  return false;
}

/**
 * `code` with `{ texts }` added to each lazyChunk call that passes no options; null when nothing
 * changed. `textsOf(specifier)` gives the namespaces of the module a call imports.
 */
export function withChunkTexts(code: string, textsOf: (specifier: string) => readonly string[]): string | null {
  let out = '';
  let from = 0;
  for (const match of code.matchAll(LAZY_CHUNK)) {
    const open = (match.index ?? 0) + 'lazyChunk'.length;
    const close = closingParen(code, open);
    if (close < 0) continue;
    // the loader is the first argument; a second one means the call chose its own options
    if (hasTopLevelComma(code, open, close)) continue;
    const texts = textsOf(match[1] ?? '');
    if (texts.length === 0) continue;
    out += code.slice(from, close) + `, { texts: ${JSON.stringify(texts)} }`;
    from = close;
  }
  return from === 0 ? null : out + code.slice(from);
}

/** The module file an import specifier names, relative to the importing file. */
export function moduleFile(importer: string, specifier: string): string | null {
  const base = join(dirname(importer), specifier);
  return [`${base}.tsx`, `${base}.ts`, base].find((candidate) => existsSync(candidate)) ?? null;
}

export function chunkTextsPlugin(): Plugin {
  return {
    name: 'chunk-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !callsLazyChunk(code)) return null;
      const changed = withChunkTexts(code, (specifier) => {
        const file = moduleFile(id, specifier);
        if (!file) return [];
        this.addWatchFile(file);
        return namespacesReadBy(readFileSync(file, 'utf8'));
      });
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
