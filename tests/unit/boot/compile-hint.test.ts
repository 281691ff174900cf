/**
 * The compile hint (src/boot/compileHintPlugin.ts): the scripts index.html loads first
 * open with V8's `//# allFunctionsCalledOnLoad`, once, their source maps still pointing at the
 * right lines; the lazy chunks are left to V8's own choice.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { COMPILE_HINT, compileHintPlugin, firstScripts, withCompileHint } from '../../../src/boot/compileHintPlugin';

let root: string;
const html = [
  '<!doctype html><html><head>',
  '<script>document.documentElement.dataset.theme = "dark";</script>',
  '<script type="module" crossorigin src="/assets/runtime-1.js"></script>',
  '<script type="module" crossorigin src="/assets/app-1.js"></script>',
  '<script type="module" src="https://elsewhere.example/x.js"></script>',
  '</head><body></body></html>',
].join('\n');

function runPlugin() {
  const plugin = compileHintPlugin();
  const configResolved = plugin.configResolved as (config: Pick<ResolvedConfig, 'root' | 'base' | 'build'>) => void;
  configResolved({ root, base: '/', build: { outDir: 'dist' } as ResolvedConfig['build'] });
  const writeBundle = plugin.writeBundle as { handler: () => void };
  writeBundle.handler();
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'compile-hint-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), html);
  writeFileSync(join(root, 'dist', 'assets', 'runtime-1.js'), 'var e=1;export{e};\n');
  writeFileSync(join(root, 'dist', 'assets', 'app-1.js'), 'import"./runtime-1.js";function a(){return 1}a();\n');
  writeFileSync(join(root, 'dist', 'assets', 'app-1.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA,SAAS', sources: ['main.tsx'] }));
  writeFileSync(join(root, 'dist', 'assets', 'Lazy-1.js'), 'export function lazy(){}\n');
  runPlugin();
  // a second build step over the same files adds nothing
  runPlugin();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (name: string) => readFileSync(join(root, 'dist', 'assets', name), 'utf8');

describe('compile hint', () => {
  it("finds index.html's own module scripts, in order", () => {
    expect(firstScripts(html, '/')).toEqual(['assets/runtime-1.js', 'assets/app-1.js']);
  });

  it('puts the hint on the first line of each first script, once, and leaves the lazy chunks alone', () => {
    expect(read('app-1.js')).toBe(`${COMPILE_HINT}\nimport"./runtime-1.js";function a(){return 1}a();\n`);
    expect(read('runtime-1.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(read('runtime-1.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(read('Lazy-1.js')).toBe('export function lazy(){}\n');
  });

  it("moves the source map's lines down by the one it adds", () => {
    const map = JSON.parse(read('app-1.js.map')) as { mappings: string; sources: string[] };
    expect(map).toMatchObject({ mappings: ';AAAA,SAAS', sources: ['main.tsx'] });
    expect(withCompileHint(`${COMPILE_HINT}\nx`, ';A')).toEqual({ code: `${COMPILE_HINT}\nx`, mappings: ';A' });
  });
});
