/**
 * Every lazily loaded view's texts come with its code (one round trip instead of two for
 * each page): the build gives each `lazyChunk(() => import(…))` the namespaces its module reads
 * (src/boot/chunkTextsPlugin.ts). Checked on the app's own source: each call, once transformed,
 * asks for exactly what its module's useTranslation calls name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callsLazyChunk, LAZY_CHUNK, moduleFile, namespacesReadBy, withChunkTexts } from '../../../src/boot/chunkTextsPlugin';

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Call {
  readonly where: string;
  readonly module: string;
  /** The call as the build leaves it. */
  readonly built: string;
}

/** Every lazyChunk call in src, after the build's transform. */
function builtCalls(): Call[] {
  const calls: Call[] = [];
  for (const file of sourceFiles('src')) {
    // code lines only: a comment may show the pattern
    const source = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join('\n');
    if (!callsLazyChunk(source)) continue;
    const built =
      withChunkTexts(source, (specifier) => {
        const module = moduleFile(file, specifier);
        return module ? namespacesReadBy(readFileSync(module, 'utf8')) : [];
      }) ?? source;
    for (const call of built.matchAll(new RegExp(`${LAZY_CHUNK.source}[^\\n]*`, 'g'))) {
      const module = moduleFile(file, call[1] ?? '');
      if (!module) throw new Error(`${file}: cannot find ${call[1]}`);
      calls.push({ where: file, module, built: call[0] });
    }
  }
  return calls;
}

const textsIn = (call: string) => [...(/\{ texts: \[([^\]]*)\] \}/.exec(call)?.[1] ?? '').matchAll(/"([A-Za-z]+)"|'([A-Za-z]+)'/g)].map((name) => name[1] ?? name[2]).sort();

describe('lazily loaded views and their texts', () => {
  const all = builtCalls();

  it('finds the app’s lazily loaded views', () => {
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(all.map((call) => [`${call.module} (from ${call.where})`, call] as const))('%s asks for the namespaces it reads', (_name, call) => {
    expect(textsIn(call.built)).toEqual(namespacesReadBy(readFileSync(call.module, 'utf8')));
  });
});

describe('the build transform', () => {
  const texts = (specifier: string) => ({ './Records': ['records'], './Plain': [] as string[] })[specifier] ?? ['other'];

  it('adds texts to a call, and to one whose .then picks an export', () => {
    const code = ["const A = lazyChunk(() => import('./Records'));", "const B = lazyChunk(() => import('./Records').then((module) => ({ default: module.Table })));"].join('\n');
    expect(withChunkTexts(code, texts)).toBe(
      [
        'const A = lazyChunk(() => import(\'./Records\'), { texts: ["records"] });',
        'const B = lazyChunk(() => import(\'./Records\').then((module) => ({ default: module.Table })), { texts: ["records"] });',
      ].join('\n'),
    );
  });

  it('adds texts to a call whose loader is wrapped (the popups wait for the sanitizer)', () => {
    const code = "const P = lazyChunk(withSanitizer(() => import('./Records')));";
    expect(withChunkTexts(code, texts)).toBe('const P = lazyChunk(withSanitizer(() => import(\'./Records\')), { texts: ["records"] });');
  });

  it('leaves a call that passes its own options, and one whose module reads only the first texts', () => {
    const code = "lazyChunk(() => import('./Records'), { texts: [] });\nlazyChunk(() => import('./Plain'));";
    expect(withChunkTexts(code, texts)).toBeNull();
  });

  it('reads a module’s namespaces, the default one included, leaving out those loaded at start', () => {
    expect(namespacesReadBy("useTranslation(['records', 'errors']); useTranslation(); useTranslation('vip');")).toEqual(['records', 'vip']);
  });
});
