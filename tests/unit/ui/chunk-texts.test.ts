/**
 * Every lazily loaded view declares the namespaces its module reads (`lazyChunk(load, { texts })`),
 * so they are fetched beside its code and it does not suspend on them once the code is in (issue
 * 17: one round trip instead of two for each page). Read from the source: a view that starts
 * reading another namespace and is not declared here fails this test, not the page's speed.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INITIAL_NAMESPACES } from '../../../src/i18n/language';

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The namespaces a module's useTranslation calls name, beyond those loaded before the first render. */
function namespacesReadBy(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const call of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const argument = call[1]!.trim();
    if (argument === '') names.add('common');
    for (const name of argument.matchAll(/'([A-Za-z]+)'/g)) names.add(name[1]!);
  }
  return [...names].filter((name) => !INITIAL_NAMESPACES.includes(name)).sort();
}

function moduleFile(from: string, specifier: string): string {
  const base = normalize(join(dirname(from), specifier));
  const file = [`${base}.tsx`, `${base}.ts`, base].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${from}: cannot find ${specifier}`);
  return file;
}

interface Declaration {
  readonly where: string;
  readonly module: string;
  readonly texts: string[];
}

function declarations(): Declaration[] {
  const found: Declaration[] = [];
  for (const file of sourceFiles('src')) {
    // code lines only: a comment may show the pattern
    const source = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join('\n');
    for (const call of source.matchAll(/lazyChunk\(\(\) => import\('([^']+)'\)[^\n]*/g)) {
      const texts = /\{ texts: \[([^\]]*)\] \}/.exec(call[0])?.[1] ?? '';
      found.push({
        where: file,
        module: moduleFile(file, call[1]!),
        texts: [...texts.matchAll(/'([A-Za-z]+)'/g)].map((name) => name[1]!).sort(),
      });
    }
  }
  return found;
}

describe('lazily loaded views and their texts', () => {
  const all = declarations();

  it('finds the app’s lazily loaded views', () => {
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(all.map((declaration) => [`${declaration.module} (from ${declaration.where})`, declaration] as const))('%s declares the namespaces it reads', (_name, declaration) => {
    expect(declaration.texts).toEqual(namespacesReadBy(declaration.module));
  });
});
