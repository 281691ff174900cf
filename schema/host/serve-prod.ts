/**
 * `npm run serve:prod`: the app as production serves it, through nginx (schema/host/nginx.ts).
 *
 *   PORT=8080 npm run serve:prod                       build, nginx on 8080, embedded platform on 4000
 *   PLATFORM_URL=https://api.example.com npm run serve:prod   the same against a real platform
 *
 * Builds (unless `--no-build`: the tests serve the build the run already made), writes the
 * configuration into a temporary folder and starts nginx in the foreground. Without PLATFORM_URL
 * it first starts the embedded platform standalone (`npm run platform`) on PLATFORM_PORT (default
 * 4000) and proxies to it. Ctrl-C (or SIGTERM) stops both.
 *
 * `--template <file>` only writes the site for the official nginx image's templates (the
 * Dockerfile in docs/deploy): PLATFORM_URL is filled in by that image when the container starts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEBIAN_BROTLI_MODULE, nginxMain, nginxSite, nginxSiteForBuild, platformOrigin, PLATFORM_URL_PLACEHOLDER } from './nginx.js';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const valueOf = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const root = resolve(valueOf('--root') ?? 'dist');
const port = Number(process.env.PORT ?? 8080);
const children: ChildProcess[] = [];
let workDir: string | undefined;

function stopAll(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}

/** nginx from NGINX_BIN, the PATH, or Debian's /usr/sbin (not on a normal user's PATH). */
function nginxBinary(): string {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  console.error('nginx is not installed: `sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static` (or `bash .ci/ensure-nginx.sh` as root), or set NGINX_BIN.');
  return process.exit(1);
}

/** Resolves once something answers HTTP at `url` (any status), or fails after `timeoutMs`. */
async function answering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}) before it answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (performance.now() > until) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

async function main(): Promise<void> {
  const template = valueOf('--template');
  if (template) {
    // the official image has no brotli_static: it sends the .gz files (the .br stay unused)
    // --root: where the image serves the build from; its index.html is read here, from --dist
    const built = resolve(valueOf('--dist') ?? 'dist');
    const site = nginxSite({ port, root, platformUrl: PLATFORM_URL_PLACEHOLDER, env: process.env, brotli: false, html: readFileSync(join(built, 'index.html'), 'utf8') });
    writeFileSync(template, site);
    console.log(`Wrote ${template} (nginx site for ${root} on port ${port}; PLATFORM_URL filled in when the container starts)`);
    return;
  }

  if (!flag('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`${root}/index.html not found: build first (npm run build).`);
    process.exit(1);
  }
  const nginx = nginxBinary();

  let platformUrl = process.env.PLATFORM_URL?.trim();
  if (!platformUrl) {
    const platformPort = Number(process.env.PLATFORM_PORT ?? 4000);
    const platform = spawn('npx', ['tsx', 'schema/host/server.ts'], { stdio: 'inherit', env: { ...process.env, PORT: String(platformPort) } });
    children.push(platform);
    platformUrl = `http://127.0.0.1:${platformPort}`;
    await answering(`${platformUrl}/wps/system/status`, platform, 60_000);
  }
  platformOrigin(platformUrl); // refuses a URL nginx could not proxy to, before writing anything

  workDir = mkdtempSync(join(tmpdir(), 'royal-nginx-'));
  // nginx creates its temporary folders inside at start, owned by its workers' user (nobody, when
  // started as root), who must reach them
  chmodSync(workDir, 0o755);
  const brotliModule = process.env.NGINX_BROTLI_MODULE ?? (existsSync(DEBIAN_BROTLI_MODULE) ? DEBIAN_BROTLI_MODULE : undefined);
  const siteFile = join(workDir, 'site.conf');
  writeFileSync(siteFile, nginxSiteForBuild({ port, root, platformUrl, env: process.env, brotli: brotliModule !== undefined }));
  const mainFile = join(workDir, 'nginx.conf');
  writeFileSync(mainFile, nginxMain({ prefix: workDir, siteFile, ...(brotliModule ? { brotliModule } : {}) }));
  const test = spawnSync(nginx, ['-t', '-q', '-p', workDir, '-c', mainFile], { encoding: 'utf8' });
  if (test.status !== 0) {
    console.error(test.stderr);
    stopAll(1);
  }
  const server = spawn(nginx, ['-p', workDir, '-c', mainFile], { stdio: 'inherit' });
  children.push(server);
  server.on('exit', (code) => stopAll(code ?? 1));
  await answering(`http://127.0.0.1:${port}/`, server, 30_000);
  console.log(`App (nginx${brotliModule ? ', Brotli' : ''}) on http://localhost:${port} — platform ${platformUrl}${process.env.PLATFORM_URL ? '' : ' (embedded)'}; Ctrl-C stops.`);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
});
