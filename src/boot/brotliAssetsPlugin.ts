/**
 * The built assets as a production server sends them: Brotli-compressed for every browser that
 * accepts it (all current ones do), gzip for the rest.
 *
 * Why: on a phone's connection the first page waits for the entry chunk before it can draw
 * anything from the app, and its transfer is most of that wait. Vite's preview server
 * gzips each answer on the fly (level 6); Brotli at its highest quality is about 15 % smaller on
 * our chunks (entry 174 → 148 KB), which is what CDNs serve. Compressing that hard is too slow to
 * do per request, so the build writes `<asset>.br` beside each compressible asset once, and the
 * preview server sends it when the request accepts `br`. Anything without a `.br` file, and any
 * request that does not accept Brotli, goes on to Vite's own static files and gzip as before.
 */
import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/** Text assets worth compressing, by extension, with the type they are served as. */
const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
/** Below a packet's size compression saves nothing worth a header. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (recursively), each
 * only where it is smaller. The preview server sends the `.br`; nginx sends both as they are
 * (brotli_static, gzip_static: schema/host/nginx.ts), so no answer is compressed per request.
 * Returns how many `.br` files were written.
 */
export function writeBrotliFiles(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written += writeBrotliFiles(path);
      continue;
    }
    if (!(extname(entry.name) in COMPRESSIBLE)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const compressed = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gzipped = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    if (gzipped.length < raw.length) writeFileSync(`${path}.gz`, gzipped);
    if (compressed.length >= raw.length) continue;
    writeFileSync(`${path}.br`, compressed);
    written += 1;
  }
  return written;
}

/**
 * A middleware that answers GET and HEAD for `/assets/…` with the `.br` file beside the asset in
 * `outDir` when the request accepts Brotli; otherwise it passes the request on untouched.
 */
export function brotliAssetsMiddleware(outDir: string): Connect.NextHandleFunction {
  const assets = normalize(join(outDir, 'assets') + sep);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    const pathname = decodeURIComponentSafe((req.url ?? '').split('?')[0] ?? '');
    if (!pathname?.startsWith('/assets/')) return next();
    const type = COMPRESSIBLE[extname(pathname)];
    if (!type) return next();
    const file = normalize(join(outDir, pathname));
    if (!file.startsWith(assets)) return next();
    let size: number;
    let modified: Date;
    try {
      const stats = statSync(`${file}.br`);
      size = stats.size;
      modified = stats.mtime;
    } catch {
      return next();
    }
    const etag = `W/"br-${size}-${modified.getTime()}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', String(size));
    res.setHeader('Last-Modified', modified.toUTCString());
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(`${file}.br`).on('error', next).pipe(res);
  };
}

function decodeURIComponentSafe(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function brotliAssetsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'brotli-assets',
    configResolved(config) {
      // resolve, not join: an absolute outDir (bench --composition builds into the temp folder) stays itself
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      writeBrotliFiles(join(outDir, 'assets'));
    },
    configurePreviewServer(server) {
      // before Vite's gzip and static files, after the security headers (registered earlier)
      server.middlewares.use(brotliAssetsMiddleware(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
