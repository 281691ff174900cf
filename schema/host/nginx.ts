/**
 * The production server's configuration: nginx serving `dist/` and proxying the platform
 * (README "Deploying"). Generated, not written by hand, so the headers have one source
 * (security-headers.ts: the CSP hashes come from the built index.html) and the rules below stay
 * testable (tests/unit/platform/nginx-config.test.ts).
 *
 * What it does, and why:
 * - every answer of the app carries the security headers; HSTS only when the request came over
 *   TLS (here or at a load balancer that says so in X-Forwarded-Proto): a browser ignores it over
 *   plain http, and a developer's localhost must not learn it;
 * - app routes are the SPA: any path that is not a file answers index.html (deep links such as
 *   /member/depositv2 load the app), but a missing asset or file answers 404, never the app in
 *   its place (a stale chunk must fail loudly, not parse HTML as JavaScript);
 * - hashed assets are immutable for a year; index.html, the manifest and the service worker are
 *   `no-cache` (revalidated on every load), so a new deploy reaches every player at once;
 * - the build's `.br` and `.gz` files are sent as they are (brotli_static when the module is
 *   there, gzip_static), everything else compressible is gzipped on the fly;
 * - /wps and /lgw (and the account WebSocket under /wps) go to the platform; /__platform (the
 *   embedded platform's control and pages) is never reachable through the app's origin.
 */
import { readFileSync } from 'node:fs';
import { securityHeaders, securityOptionsFromEnv, STRICT_TRANSPORT_SECURITY } from './security-headers.js';
import { ACCOUNT_EVENTS_PATH } from '../../src/api/routes.js';
import { PLATFORM_PATH_PREFIXES } from '../platform.js';

export interface NginxSiteOptions {
  /** Port nginx listens on. */
  readonly port: number;
  /** The folder with the built app (index.html, assets/). */
  readonly root: string;
  /**
   * The platform /wps and /lgw are proxied to, an origin such as https://api.example.com; or, for
   * the official nginx image's templates, the literal `${PLATFORM_URL}` it fills in at start.
   */
  readonly platformUrl: string;
  /** The built index.html (its inline script and style hashes go into the CSP). */
  readonly html: string;
  /** The environment's CSP_* hosts (security-headers.ts). */
  readonly env?: Record<string, string | undefined>;
  /** Whether nginx has the brotli_static module (Debian's libnginx-mod-http-brotli-static). */
  readonly brotli: boolean;
}

export interface NginxMainOptions {
  /** Folder for nginx's pid and temporary files (a per-run temporary folder). */
  readonly prefix: string;
  /** The site file the main configuration includes. */
  readonly siteFile: string;
  /** The brotli_static module to load, when there is one. */
  readonly brotliModule?: string;
}

/** Debian's path of the brotli_static module (package libnginx-mod-http-brotli-static). */
export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** How long a proxied call may take: the platform's slowest answers (reports, exports) stay well inside it. */
const PROXY_READ_TIMEOUT_S = 60;
/** The account WebSocket is quiet for long stretches: the platform pings it, nginx must not cut it first. */
const SOCKET_READ_TIMEOUT_S = 3600;

/** Files the app serves, by extension: a missing one is a 404, never the app. */
const FILE_EXTENSIONS = ['js', 'mjs', 'css', 'map', 'json', 'webmanifest', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'woff', 'woff2', 'ttf', 'txt', 'xml', 'br', 'gz'];

/** Types nginx names (a small set instead of the distribution's mime.types, which the official image and Debian place differently). */
const TYPES: Readonly<Record<string, string>> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'font/ttf': 'ttf',
  'text/plain': 'txt',
  'application/xml': 'xml',
};

/**
 * A value as one nginx string: in double quotes, or single ones when it has double quotes (the
 * Permissions-Policy's origins); none of ours has both, a backslash or a `$` (a variable to nginx).
 */
function quoted(value: string): string {
  if (/[\\$]/.test(value.replaceAll(PLATFORM_URL_PLACEHOLDER, ''))) throw new Error(`nginx: cannot quote ${value}`);
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  throw new Error(`nginx: cannot quote ${value}`);
}

/** The placeholder the official nginx image's entrypoint replaces with the environment's PLATFORM_URL. */
export const PLATFORM_URL_PLACEHOLDER = '${PLATFORM_URL}';

/** The platform's origin (scheme, host, port), refusing anything that is not an http(s) URL without a path. */
export function platformOrigin(url: string): string {
  if (url === PLATFORM_URL_PLACEHOLDER) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PLATFORM_URL: "${url}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`PLATFORM_URL: "${url}" is not http(s)`);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) throw new Error(`PLATFORM_URL: "${url}" must be an origin (no path)`);
  return parsed.origin;
}

/** The headers every answer of the app carries, as add_header lines (HSTS through $hsts, see the map). */
function headerLines(options: NginxSiteOptions, indent: string): string[] {
  const fromEnv = securityOptionsFromEnv({ ...(options.env ?? {}), PLATFORM_URL: undefined }, options.html);
  const headers = securityHeaders({ ...fromEnv, platformOrigins: [...(fromEnv.platformOrigins ?? []), platformOrigin(options.platformUrl)] });
  return [
    ...Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`),
    `${indent}add_header Strict-Transport-Security $hsts always;`,
  ];
}

/** The http-level part: maps, compression and the server (an nginx `conf.d` file, or included by the main file). */
export function nginxSite(options: NginxSiteOptions): string {
  const upstream = platformOrigin(options.platformUrl);
  const headers = (indent: string) => headerLines(options, indent).join('\n');
  const cache = (indent: string, value: string) => `${headers(indent)}\n${indent}add_header Cache-Control ${quoted(value)} always;`;
  const proxy = (indent: string, readTimeout: number) =>
    [
      `proxy_pass ${upstream};`,
      'proxy_http_version 1.1;',
      // the platform builds its absolute URLs (game pages, images) from its own host, as on its own origin
      'proxy_set_header Host $proxy_host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      // the host the player's browser used: a platform checks it against its domain routing
      'proxy_set_header X-Forwarded-Host $http_host;',
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection $connection_upgrade;',
      ...(upstream.startsWith('https:') ? ['proxy_ssl_server_name on;'] : []),
      'proxy_connect_timeout 10s;',
      'proxy_send_timeout 60s;',
      `proxy_read_timeout ${readTimeout}s;`,
      // a money call is answered once: nginx never sends it again to the platform by itself
      'proxy_next_upstream off;',
      'proxy_buffering on;',
    ]
      .map((line) => `${indent}${line}`)
      .join('\n');
  const hiddenPrefixes = PLATFORM_PATH_PREFIXES.filter((prefix) => prefix !== '/wps' && prefix !== '/lgw');
  return `# Generated by schema/host/nginx.ts from the build in ${options.root}: do not edit, generate again.
# a hashed asset is kept for good once found; a 404 for one is never kept (the deploy may be under way)
map $status $asset_cache_control {
    default "no-store";
    200 "public, max-age=31536000, immutable";
    206 "public, max-age=31536000, immutable";
    304 "public, max-age=31536000, immutable";
}
map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
}
# HSTS only over TLS, here or at a load balancer in front that says so
map "$scheme:$http_x_forwarded_proto" $hsts {
    default "";
    "~^https:" ${quoted(STRICT_TRANSPORT_SECURITY)};
    "~:https$" ${quoted(STRICT_TRANSPORT_SECURITY)};
}

server {
    listen ${options.port};
    server_name _;
    root ${options.root};
    server_tokens off;
    charset utf-8;
    charset_types text/css text/plain text/javascript application/json application/manifest+json;
    types {
${Object.entries(TYPES)
  .map(([type, extensions]) => `        ${type} ${extensions};`)
  .join('\n')}
    }
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    client_max_body_size 10m;
    ${options.brotli ? 'brotli_static on;' : '# brotli_static: the module is not installed here'}
    gzip_static on;
    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 1024;
    gzip_types text/css text/plain text/javascript application/json application/manifest+json image/svg+xml;

    # the embedded platform's control and pages never answer through the app's origin
${hiddenPrefixes.map((prefix) => `    location ^~ ${prefix} {\n        return 404;\n    }`).join('\n')}

    location ^~ ${ACCOUNT_EVENTS_PATH} {
${proxy('        ', SOCKET_READ_TIMEOUT_S)}
    }
    location ^~ /wps/ {
${proxy('        ', PROXY_READ_TIMEOUT_S)}
    }
    location ^~ /lgw/ {
${proxy('        ', PROXY_READ_TIMEOUT_S)}
    }

    # hashed by the build: a new build names them anew, so any cache may keep them for good
    location ^~ /assets/ {
        try_files $uri =404;
${headers('        ')}
        add_header Cache-Control $asset_cache_control always;
    }
    # revalidated on every load, so a new deploy reaches every open app at once
    location ~ ^/(index\\.html|manifest\\.webmanifest|sw\\.js|registerSW\\.js)$ {
        try_files $uri /index.html;
${cache('        ', 'no-cache')}
    }
    # any other file: as it is, or 404 (never the app in its place)
    location ~ \\.(${FILE_EXTENSIONS.join('|')})$ {
        try_files $uri =404;
${cache('        ', 'no-cache')}
    }
    # every app route (deep links) is the app
    location / {
        try_files $uri /index.html;
${cache('        ', 'no-cache')}
    }
}
`;
}

/** The main file for a run of our own (`npm run serve:prod`, the tests): one worker, files under `prefix`, logs to the terminal. */
export function nginxMain(options: NginxMainOptions): string {
  const temp = (name: string) => `${options.prefix}/${name}`;
  return `# Generated by schema/host/nginx.ts: do not edit, generate again.
${options.brotliModule ? `load_module ${options.brotliModule};` : '# no brotli_static module here'}
worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log stderr warn;
events {
    worker_connections 1024;
}
http {
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${options.siteFile};
}
`;
}

/** The site for the built app in `root` (its index.html read for the CSP hashes). */
export function nginxSiteForBuild(options: Omit<NginxSiteOptions, 'html'>): string {
  return nginxSite({ ...options, html: readFileSync(`${options.root}/index.html`, 'utf8') });
}
