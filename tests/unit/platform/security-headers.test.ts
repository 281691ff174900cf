/** The CSP and security headers builder (schema/host/security-headers.ts) the preview server and README use, and those servers' answers. */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import {
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  parseHosts,
  securityHeaders,
  securityHeadersPlugin,
  securityOptionsFromEnv,
  withHtmlCharset,
} from '../../../schema/host/security-headers';
import { BASE_URL, callRoute, createTestPlatform, freshScenario, tokenFor } from './support';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));

describe('contentSecurityPolicy', () => {
  it('allows the page’s inline script and style by hash, never unsafe-inline or unsafe-eval', () => {
    const html = readFileSync('index.html', 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const policy = directives(contentSecurityPolicy({ html }));
    // the analytics loader's origin, and no other (added after consent only)
    expect(policy.get('script-src')).toEqual(["'self'", hash(script), 'https://www.googletagmanager.com']);
    expect(policy.get('style-src')).toEqual(["'self'", hash(style), hash('')]);
    expect([...policy.values()].flat().filter((source) => /unsafe/.test(source))).toEqual([]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });

  it('adds the configured image, launch and fetch hosts and the platform origins', () => {
    const options = securityOptionsFromEnv({
      CSP_IMG_HOSTS: 'img1.cdn.example, https://img2.cdn.example/path',
      CSP_FRAME_HOSTS: '*.games.example',
      CSP_CONNECT_HOSTS: 'https://api2.example',
      VITE_API_BASE: 'https://api.example/base',
      PLATFORM_URL: 'http://platform.internal:8080',
    });
    const policy = directives(contentSecurityPolicy(options));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://api.example', 'http://platform.internal:8080', 'https://img1.cdn.example', 'https://img2.cdn.example']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://api.example', 'http://platform.internal:8080', 'https://*.games.example']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example', 'http://platform.internal:8080', 'https://api2.example', 'https://www.googletagmanager.com']);
    expect(securityHeaders(options)['Permissions-Policy']).toContain('fullscreen=(self "https://api.example" "http://platform.internal:8080" "https://*.games.example")');
  });

  it('lets the chat room and live cam frame the platform’s chatUrl, and frames nothing else new', async () => {
    // the chat's address is on the platform's own origin: the app's ('self') with the embedded one
    const { platform } = createTestPlatform();
    const scenario = freshScenario('csp-chat');
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const room = await callRoute<{ chatUrl: string }>(platform, 'launchChat', { scenario, token });
    const model = await callRoute<{ chatUrl: string }>(platform, 'launchChat', { scenario, token, query: { modelId: platform.catalogue.liveCamModels[0]?.modelId ?? '' } });
    for (const answer of [room, model]) expect(new URL(answer.body.value?.chatUrl ?? '').origin).toBe(new URL(BASE_URL).origin);
    expect(directives(contentSecurityPolicy()).get('frame-src')).toEqual(["'self'"]);
    // a platform on another origin (PLATFORM_URL): that origin, and nothing else
    const policy = directives(contentSecurityPolicy(securityOptionsFromEnv({ PLATFORM_URL: 'https://platform.example/api' })));
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://platform.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('refuses a malformed host', () => {
    expect(() => parseHosts('https://ok.example, ::bad::', 'CSP_IMG_HOSTS')).toThrow(/CSP_IMG_HOSTS/);
  });

  it('sends nosniff, a strict referrer policy and DENY framing', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)|camera=\(\), geolocation=\(\)/);
  });

  it('adds HSTS (a year, subdomains) for pages served over https only', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders()).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders({ https: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('names utf-8 on an HTML type that names no charset, and leaves every other type alone', () => {
    expect(withHtmlCharset('text/html')).toBe('text/html; charset=utf-8');
    expect(withHtmlCharset('text/html;')).toBe('text/html; charset=utf-8');
    expect(withHtmlCharset('TEXT/HTML; foo=bar')).toBe('TEXT/HTML; foo=bar; charset=utf-8');
    expect(withHtmlCharset('text/html;charset=utf-8')).toBe('text/html;charset=utf-8');
    expect(withHtmlCharset('text/html-sandboxed')).toBe('text/html-sandboxed');
    expect(withHtmlCharset('text/javascript')).toBe('text/javascript');
  });
});

describe('the servers’ answers', () => {
  let dev: ViteDevServer;
  let previewServer: PreviewServer;
  const originOf = (server: ViteDevServer | PreviewServer) => (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'security-headers-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title><p>Contraseña</p>');
    const common = { root, configFile: false as const, logLevel: 'silent' as const, plugins: [securityHeadersPlugin({})] };
    dev = await createServer({ ...common, server: { port: 0, host: '127.0.0.1' } });
    await dev.listen();
    previewServer = await preview({ ...common, build: { outDir: root }, preview: { port: 0, host: '127.0.0.1' } });
  });

  afterAll(async () => {
    await dev.close();
    await previewServer.close();
  });

  it('sends every page as text/html with charset=utf-8 and the security headers, without HSTS over plain http', async () => {
    // the app's address, a route the SPA fallback answers, and the file itself
    for (const path of ['/', '/login', '/index.html']) {
      const response = await fetch(`${originOf(previewServer)}${path}`, { headers: { accept: 'text/html' } });
      expect({ path, type: response.headers.get('content-type') }).toEqual({ path, type: expect.stringMatching(/^text\/html; ?charset=utf-8$/i) });
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(await response.text()).toContain('Contraseña');
    }
    expect(STRICT_TRANSPORT_SECURITY).toContain('includeSubDomains');
  });

  it('names the charset on the dev server too', async () => {
    for (const path of ['/', '/login']) {
      const response = await fetch(`${originOf(dev)}${path}`, { headers: { accept: 'text/html' } });
      expect({ path, type: response.headers.get('content-type') }).toEqual({ path, type: expect.stringMatching(/^text\/html; ?charset=utf-8$/i) });
    }
  });
});
