/**
 * The scripts index.html loads first (the entry chunk and the bundler's small runtime) open with
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 on), so Chromium
 * compiles all of their functions on a background thread while the files stream in, instead of
 * each one on the main thread the first time it runs.
 *
 * Why: nearly everything in the entry runs while the first page loads (React, the charts, the
 * adapter's schemas, the shell's views). Compiled lazily, that compilation sat inside the load's
 * longest tasks: evaluating React and react-dom alone took 130-230 ms at 4x CPU, most of the
 * entry's first task (marks around the imports, three loads each). With the hint it is
 * 120-160 ms. The lazy chunks keep V8's own choice: they hold pages and dialogs, not all of whose
 * code a visit runs. Browsers without the hint read a comment.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The code with the hint as its first line (once), and its source map's lines moved down one. */
export function withCompileHint(code: string, mappings: string | undefined): { code: string; mappings: string | undefined } {
  if (code.startsWith(COMPILE_HINT)) return { code, mappings };
  return { code: `${COMPILE_HINT}\n${code}`, mappings: mappings === undefined ? undefined : `;${mappings}` };
}

/** The module scripts a page loads first: index.html's `<script type="module" src>`s under `base`. */
export function firstScripts(html: string, base: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((src) => src.startsWith(base))
    .map((src) => src.slice(base.length));
}

/**
 * Rewrites the written files index.html loads first (and their maps), before the Brotli plugin
 * compresses them (it runs after this one): the bundler does not take a changed `code` back from
 * generateBundle, and the preload helper it puts at the entry's top comes after renderChunk.
 */
export function compileHintPlugin(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'compile-hint',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        const html = join(outDir, 'index.html');
        if (!existsSync(html)) return;
        for (const script of firstScripts(readFileSync(html, 'utf8'), base)) {
          const file = join(outDir, script);
          if (!existsSync(file)) continue;
          const mapFile = `${file}.map`;
          const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings?: string }) : null;
          const hinted = withCompileHint(readFileSync(file, 'utf8'), map?.mappings);
          writeFileSync(file, hinted.code);
          if (map && hinted.mappings !== undefined) writeFileSync(mapFile, JSON.stringify({ ...map, mappings: hinted.mappings }));
        }
      },
    },
  };
}
