/**
 * `npm run bench -- --composition`: what the first route's entry chunk is made of. Builds once
 * more with source maps (into a temporary folder, dist/ is left alone), attributes every byte of
 * the entry chunk to its source through the map, and prints each source's marginal gzip cost: how
 * much smaller the gzipped chunk gets without it. Marginal, not "gzipped alone", because small
 * modules compress far better inside the chunk than on their own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

interface Piece {
  source: string;
  text: string;
}

const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024;

/** A package for node_modules, the file for the app's own sources, '(bundler)' for generated code. */
function owner(source: string | null, mapDir: string): string {
  if (!source) return '(bundler: preload helper, chunk exports)';
  const fromPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (fromPackage) return `npm:${fromPackage[1]}`;
  return relative(process.cwd(), resolve(mapDir, source));
}

function piecesOf(code: string, map: RawSourceMap, mapDir: string): Piece[] {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string }[] = [];
  consumer.eachMapping((mapping) => {
    mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: owner(mapping.source, mapDir) });
  });
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  return mappings.map((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.line - 1] ?? '';
    const end = next && next.line === mapping.line ? next.column : line.length;
    return { source: mapping.source, text: line.slice(mapping.column, end) };
  });
}

export function printComposition(): void {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-composition-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the source-mapped build failed');
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    // the app's chunk, not the bundler's small runtime beside it: the largest module script
    const assets = readdirSync(join(outDir, 'assets'));
    const scripts = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '').filter((name) => assets.includes(name));
    const entry = scripts.sort((a, b) => statSync(join(outDir, 'assets', b)).size - statSync(join(outDir, 'assets', a)).size)[0];
    if (!entry) throw new Error('no entry script in index.html');
    const code = readFileSync(join(outDir, 'assets', entry), 'utf8');
    const map = JSON.parse(readFileSync(join(outDir, 'assets', `${entry}.map`), 'utf8')) as RawSourceMap;
    const pieces = piecesOf(code, map, join(outDir, 'assets'));
    const whole = gzipKb(pieces.map((piece) => piece.text).join(''));
    const owners = [...new Set(pieces.map((piece) => piece.source))];
    const rows = owners
      .map((name) => ({ name, kb: whole - gzipKb(pieces.filter((piece) => piece.source !== name).map((piece) => piece.text).join('')) }))
      .sort((a, b) => b.kb - a.kb);
    const packages = rows.filter((row) => row.name.startsWith('npm:'));
    const app = rows.filter((row) => !row.name.startsWith('npm:'));
    const sum = (list: typeof rows) => list.reduce((total, row) => total + row.kb, 0);
    console.log(`\n  entry chunk ${entry}: ${whole.toFixed(1)} KB gzip; marginal cost of each part (KB gzip)`);
    console.log(`    libraries ${sum(packages).toFixed(1)}:`);
    for (const row of packages.filter((item) => item.kb >= 0.1)) console.log(`      ${row.kb.toFixed(1).padStart(5)}  ${row.name.slice(4)}`);
    console.log(`    app and generated code ${sum(app).toFixed(1)}, the largest:`);
    for (const row of app.slice(0, 20)) console.log(`      ${row.kb.toFixed(1).padStart(5)}  ${row.name}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
