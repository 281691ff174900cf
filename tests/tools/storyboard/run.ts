/**
 * `npm run storyboard [-- chart…] [--lang en] [--no-build | --build] [--workers=2]`: the real screen of every
 * state of every chart. Walks the charts' generated tours in Chromium through their UI maps (the
 * path tests' runner, tests/paths/browser-runner.ts) and, the first time a tour shows a state,
 * takes its screen at 390 and at 1280 px into `.cache/storyboard/<lang>/<chart>/` (gitignored)
 * with an index.json the gallery (`npm run charts`) reads. Prints per chart how many states got a
 * screen and why the others did not. Not part of `npm test`.
 *
 * It builds the app when dist/ is missing (or with --build), serves it with the embedded platform
 * on a free port (`vite preview`, as playwright.config.ts does), and stops the server at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { establishRunClock } from '../../../schema/infra/run-clock';
import { establishControlSecret } from '../../../schema/infra/control-secret';
import { repoRoot } from '../../paths/coverage-file';

// The run's clock and the control secret, made before the walker's modules read them (tests/today.ts
// reads the clock's offset when loaded): the preview server and the browsers inherit both.
establishRunClock();
establishControlSecret();

interface Options {
  readonly charts: readonly string[];
  readonly lang: string;
  readonly build: 'auto' | 'always' | 'never';
  readonly workers: number;
}

function parseArgs(argv: readonly string[]): Options {
  const charts: string[] = [];
  let lang = 'es';
  let build: Options['build'] = 'auto';
  let workers = 2;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--lang') {
      lang = argv[i + 1] ?? lang;
      i += 1;
    } else if (arg.startsWith('--lang=')) lang = arg.slice('--lang='.length);
    else if (arg.startsWith('--workers=')) workers = Number(arg.slice('--workers='.length));
    else if (arg === '--no-build') build = 'never';
    else if (arg === '--build') build = 'always';
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}: storyboard [chart…] [--lang es|en] [--no-build|--build] [--workers=N]`);
    else charts.push(arg);
  }
  if (lang !== 'es' && lang !== 'en') throw new Error(`--lang ${lang}: the app speaks es and en`);
  if (!Number.isInteger(workers) || workers < 1) throw new Error('--workers=N: N pages at once, at least 1');
  return { charts, lang, build, workers };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the preview server exited (${server.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`the preview server did not answer at ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopServer(server: ChildProcess): void {
  if (server.exitCode !== null || server.pid === undefined) return;
  try {
    // its own process group: npx and vite under it
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const built = existsSync(join(repoRoot, 'dist', 'index.html'));
  if (options.build === 'always' || (options.build === 'auto' && !built)) {
    process.stdout.write('storyboard: building the app (vite build)…\n');
    const result = spawnSync('npx', ['vite', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error('the build failed');
  } else if (!built) {
    throw new Error('--no-build, but dist/ holds no build: run without it');
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: repoRoot,
    env: process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let serverErrors = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    serverErrors = `${serverErrors}${chunk.toString()}`.slice(-4_000);
  });
  const stop = () => stopServer(server);
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForServer(`${origin}/`, server, 60_000);
    // loaded now: it reads the run's clock when its modules load
    const { walkCharts } = await import('./walk');
    const ok = await walkCharts({ origin, charts: options.charts, lang: options.lang, workers: options.workers });
    if (!ok) process.exitCode = 1;
  } catch (error) {
    if (serverErrors) process.stderr.write(`preview server said:\n${serverErrors}\n`);
    throw error;
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
