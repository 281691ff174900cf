/**
 * The production app's Content-Security-Policy and security headers: one builder for the preview
 * server (`vite preview`, which `npm start` and the Playwright suite use) and for whoever hosts
 * `dist/` (README "Security headers"; `npx tsx schema/host/security-headers.ts` prints them for
 * the current build). Deployment configuration rather than platform, but it lives beside the
 * servers' other Vite plugin.
 *
 * Not applied to the dev server: Vite's HMR client and React Refresh inject inline scripts and
 * `<style>` elements with changing content, which a hash-based policy would block. Both servers
 * do send every HTML page as `text/html; charset=utf-8` (htmlCharsetMiddleware): Vite names no
 * charset on index.html, and a browser left to guess may read the page in another encoding.
 *
 * Hosts the app talks to besides its own origin (SPEC.md §7: the image CDNs and launchGameCDNs
 * come from the status call at runtime, but a CSP is a static header, so they are configured):
 *   CSP_IMG_HOSTS      image hosts (imageCDNs), space- or comma-separated origins
 *   CSP_FRAME_HOSTS    game and lottery launch hosts (launchGameCDNs, lottery lobby) for iframes
 *   CSP_CONNECT_HOSTS  further origins the app calls with fetch
 *   VITE_API_BASE      the platform when the app calls it on another origin (connect, img, frame)
 *   PLATFORM_URL       the platform the server proxies to (its origin may serve images and games)
 * Unset (the embedded platform), everything is served by the app's own origin: 'self'.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { Connect, Plugin } from 'vite';
import { isPlatformPath } from '../platform.js';

export interface SecurityHeaderOptions {
  /** The built index.html: each inline `<script>` and `<style>` is allowed by its SHA-256 hash. */
  readonly html?: string;
  readonly imgHosts?: readonly string[];
  readonly frameHosts?: readonly string[];
  readonly connectHosts?: readonly string[];
  /** Origins of VITE_API_BASE / PLATFORM_URL. */
  readonly platformOrigins?: readonly string[];
  /** The pages are served over https: adds Strict-Transport-Security (never over plain http). */
  readonly https?: boolean;
}

/**
 * HSTS for the production server (https only): a year, subdomains included, so a browser that has
 * seen the site once never again asks for it over plain http. Not sent by the plain-http preview:
 * a browser ignores it there, and a developer's `localhost` should not learn it.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The hash of an empty `<style>`: Stitches appends an empty one and fills it through CSSOM (insertRule, which CSP does not govern). */
const EMPTY_STYLE_HASH = `'sha256-${createHash('sha256').update('').digest('base64')}'`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline elements of a page: `<tag attrs>text</tag>` without a src (scripts) — the text is what CSP hashes. */
function inlineBodies(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  const bodies: string[] = [];
  for (const match of html.matchAll(pattern)) {
    if (tag === 'script' && /\ssrc\s*=/i.test(match[1] ?? '')) continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}

/** `a.com, https://b.com` → ['https://a.com', 'https://b.com']; invalid entries are refused loudly. */
export function parseHosts(value: string | undefined, variable = 'host list'): string[] {
  if (!value?.trim()) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      if (entry.startsWith('*.') || /^https?:\/\/\*\./.test(entry)) return entry.includes('://') ? entry : `https://${entry}`;
      try {
        return new URL(entry.includes('://') ? entry : `https://${entry}`).origin;
      } catch {
        throw new Error(`${variable}: "${entry}" is not a host or origin`);
      }
    });
}

function originOf(url: string | undefined): string[] {
  if (!url?.trim()) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The options the environment asks for (see the header comment), with the built page's inline hashes. */
export function securityOptionsFromEnv(env: Record<string, string | undefined>, html?: string): SecurityHeaderOptions {
  return {
    ...(html === undefined ? {} : { html }),
    imgHosts: parseHosts(env.CSP_IMG_HOSTS, 'CSP_IMG_HOSTS'),
    frameHosts: parseHosts(env.CSP_FRAME_HOSTS, 'CSP_FRAME_HOSTS'),
    connectHosts: parseHosts(env.CSP_CONNECT_HOSTS, 'CSP_CONNECT_HOSTS'),
    platformOrigins: [...originOf(env.VITE_API_BASE), ...originOf(env.PLATFORM_URL)],
  };
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** Google Analytics' loader: added at runtime, and only after the visitor's consent (src/app/wiring/app/analyticsConsent.ts). */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const html = options.html ?? '';
  const platform = options.platformOrigins ?? [];
  const scriptHashes = unique(inlineBodies(html, 'script').map(sha256));
  const styleHashes = unique(inlineBodies(html, 'style').map(sha256));
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Our bundles; the theme bootstrap in index.html (runs before paint) by hash; and the
    // analytics loader, which the app adds only after the visitor's consent.
    'script-src': ["'self'", ...scriptHashes, GTAG_ORIGIN],
    // Our stylesheet, index.html's inline backdrop by hash, and Stitches' runtime <style>: it is
    // created empty (hash below) and filled with insertRule, which CSP does not govern; React's
    // and keen-slider's style properties go through CSSOM too, so no 'unsafe-inline' is needed.
    'style-src': ["'self'", ...styleHashes, EMPTY_STYLE_HASH],
    // data: for the captcha (the platform sends a base64 image) and sanitised raster pictures.
    'img-src': ["'self'", 'data:', ...platform, ...(options.imgHosts ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...platform, ...(options.connectHosts ?? []), GTAG_ORIGIN],
    // The seamless game page and the lottery lobby play the launched URL in an iframe; the chat
    // room and live cam frame the platform's chatUrl (on the platform's origin: 'self' or `platform`).
    'frame-src': ["'self'", ...platform, ...(options.frameHosts ?? [])],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** Every header the app's pages carry. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  const frameHosts = unique([...(options.platformOrigins ?? []), ...(options.frameHosts ?? [])]).map((origin) => `"${origin}"`);
  const delegated = ['self', ...frameHosts].join(' ');
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing the app uses; fullscreen and autoplay only for our page and the game frames.
    'Permissions-Policy': [
      'accelerometer=()',
      'camera=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'usb=()',
      `fullscreen=(${delegated})`,
      `autoplay=(${delegated})`,
    ].join(', '),
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
    ...(options.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** `text/html` without a charset, with `; charset=utf-8`; every other type as it is. */
export function withHtmlCharset(contentType: string): string {
  if (!/^\s*text\/html\s*(;|$)/i.test(contentType) || /;\s*charset\s*=/i.test(contentType)) return contentType;
  return `${contentType.trim().replace(/;\s*$/, '')}; charset=utf-8`;
}

/**
 * Names the charset of every HTML answer, whoever writes it (Vite's index.html and SPA fallback
 * set a bare `text/html`, its static files set it in writeHead): the type is fixed as the head is
 * written, which Node does through writeHead even when a handler only calls end().
 */
export const htmlCharsetMiddleware: Connect.NextHandleFunction = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithCharset(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    for (const argument of args.slice(1)) {
      if (argument && typeof argument === 'object' && !Array.isArray(argument)) {
        const headers = argument as Record<string, unknown>;
        for (const [name, value] of Object.entries(headers)) {
          if (name.toLowerCase() === 'content-type' && typeof value === 'string') headers[name] = withHtmlCharset(value);
        }
      }
    }
    const type = this.getHeader('content-type');
    if (typeof type === 'string') this.setHeader('Content-Type', withHtmlCharset(type));
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
  next();
};

/**
 * Vite plugin: the headers on every answer of the preview server. The embedded platform's own
 * paths (/wps, /lgw, /__platform: its API and the stand-in game, lottery and chat pages the app
 * frames) are another server in production and keep only nosniff and the referrer policy. HSTS
 * only on an answer over TLS (a preview configured with https). On the dev server only the HTML
 * charset (see the header comment).
 */
export function securityHeadersPlugin(env: Record<string, string | undefined> = process.env): Plugin {
  return {
    name: 'security-headers',
    configureServer(server) {
      server.middlewares.use(htmlCharsetMiddleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(htmlCharsetMiddleware);
      const page = resolve(server.config.root, server.config.build.outDir, 'index.html');
      let cached: { mtimeMs: number; headers: Record<string, string> } | null = null;
      const headersNow = (): Record<string, string> => {
        let mtimeMs = -1;
        try {
          mtimeMs = statSync(page).mtimeMs;
        } catch {
          // no build: the policy without inline hashes
        }
        if (!cached || cached.mtimeMs !== mtimeMs) {
          const html = mtimeMs >= 0 ? readFileSync(page, 'utf8') : '';
          cached = { mtimeMs, headers: securityHeaders(securityOptionsFromEnv(env, html)) };
        }
        return cached.headers;
      };
      headersNow(); // a bad CSP_* variable fails the server's start, not a request
      const middleware: Connect.NextHandleFunction = (req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const headers = headersNow();
        if (isPlatformPath(pathname)) {
          res.setHeader('X-Content-Type-Options', headers['X-Content-Type-Options'] ?? 'nosniff');
          res.setHeader('Referrer-Policy', headers['Referrer-Policy'] ?? 'strict-origin-when-cross-origin');
        } else {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          if ((req.socket as Partial<TLSSocket>).encrypted) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
        }
        next();
      };
      // Before the platform and the static files, so every answer carries them.
      server.middlewares.use(middleware);
    },
  };
}

// `npx tsx schema/host/security-headers.ts`: the headers for the current dist/ and environment.
if (process.argv[1] && /security-headers\.ts$/.test(process.argv[1])) {
  let html = '';
  try {
    html = readFileSync(resolve('dist', 'index.html'), 'utf8');
  } catch {
    console.warn('dist/index.html not found: run `npm run build` first (the inline hashes come from it)');
  }
  // the production server's: on https, so with HSTS
  for (const [name, value] of Object.entries(securityHeaders({ ...securityOptionsFromEnv(process.env, html), https: true }))) console.log(`${name}: ${value}`);
}
