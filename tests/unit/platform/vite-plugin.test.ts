/**
 * The platform behind real servers: the Vite plugin on a dev and a preview server, the proxy
 * mode, and the Node adapter the standalone server uses.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { handleNodeRequest } from '../../../schema/host/node-adapter';
import { createPlatform } from '../../../schema/platform';
import { embeddedPlatform } from '../../../schema/host/vite-plugin';
import { CONTROL_SECRET_HEADER } from '../../../schema/host/platform-paths';
import { establishControlSecret } from '../../../schema/infra/control-secret';

const headers = { Merchant: 'RP01' };
/** The run's control secret: vitest.config.ts put it in the environment the plugin reads too. */
const secret = establishControlSecret();

function originOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return originOf(server);
}

function viteOrigin(server: ViteDevServer | PreviewServer): string {
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('server has no URL');
  return url.replace(/\/$/, '');
}

describe('embedded platform on Vite', () => {
  let dev: ViteDevServer;
  let previewServer: PreviewServer;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'platform-vite-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const common = { root, configFile: false as const, logLevel: 'silent' as const, plugins: [embeddedPlatform({})] };
    dev = await createServer({ ...common, server: { port: 0, host: '127.0.0.1' } });
    await dev.listen();
    previewServer = await preview({ ...common, build: { outDir: root }, preview: { port: 0, host: '127.0.0.1' } });
  });

  afterAll(async () => {
    await dev.close();
    await previewServer.close();
  });

  it('answers /wps, /lgw and /__platform on the dev server and leaves other paths to Vite', async () => {
    const origin = viteOrigin(dev);
    const status = await fetch(`${origin}/wps/system/status`, { headers });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ success: true, value: { info: { imageCDNs: [origin] } } });
    expect(await (await fetch(`${origin}/lgw/games/game_menus`, { headers })).json()).toMatchObject({ success: true });
    expect((await fetch(`${origin}/__platform/img/vendor/PG.webp`)).headers.get('content-type')).toBe('image/webp');
    const app = await fetch(`${origin}/`);
    expect(await app.text()).toContain('<title>app</title>');
  });

  it('answers on the preview server too', async () => {
    const origin = viteOrigin(previewServer);
    const response = await fetch(`${origin}/__platform/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Scenario': 'preview-check', [CONTROL_SECRET_HEADER]: secret },
      body: JSON.stringify({ query: '{ settings { scenarioId } }' }),
    });
    expect(await response.json()).toEqual({ data: { settings: { scenarioId: 'preview-check' } } });
  });

  it('keeps the control endpoint closed to other origins, bodies a page sends unasked and callers without the secret', async () => {
    const origin = viteOrigin(previewServer);
    // what a page on another origin would send to read every seeded password
    const query = JSON.stringify({ query: '{ accounts { username password } }' });
    const control = (init: { headers?: Record<string, string>; body?: string; method?: string }) =>
      fetch(`${origin}/__platform/graphql`, { method: 'POST', body: query, ...init, headers: { 'X-Scenario': 'control-lock', ...init.headers } });
    const right = { 'content-type': 'application/json', [CONTROL_SECRET_HEADER]: secret };
    const refusals = [
      { why: 'another origin, even with the secret', response: await control({ headers: { ...right, Origin: 'https://evil.example' } }), status: 403 },
      { why: 'a sandboxed or file page (Origin: null)', response: await control({ headers: { ...right, Origin: 'null' } }), status: 403 },
      { why: 'no secret', response: await control({ headers: { 'content-type': 'application/json' } }), status: 403 },
      { why: 'a wrong secret', response: await control({ headers: { 'content-type': 'application/json', [CONTROL_SECRET_HEADER]: `${secret}x` } }), status: 403 },
      { why: 'a text/plain body', response: await control({ headers: { ...right, 'content-type': 'text/plain;charset=UTF-8' } }), status: 415 },
      { why: 'a form body', response: await control({ headers: { ...right, 'content-type': 'application/x-www-form-urlencoded' }, body: `query=${encodeURIComponent('{ accounts { password } }')}` }), status: 415 },
      { why: 'a multipart body', response: await control({ headers: { ...right, 'content-type': 'multipart/form-data; boundary=x' } }), status: 415 },
      // a page of another server on this machine: Vite's own CORS would let it read the answer
      { why: 'another localhost origin', response: await control({ headers: { ...right, Origin: 'http://localhost:3000' } }), status: 403 },
    ];
    for (const { why, response, status } of refusals) {
      expect({ why, status: response.status, cors: response.headers.get('access-control-allow-origin') }).toEqual({ why, status, cors: null });
      expect(await response.text(), why).not.toContain('Member2024');
    }
    // the right call: JSON, the secret, and no Origin (a tool) or the server's own (a page of the app)
    const sameOrigins: Record<string, string>[] = [{}, { Origin: origin }];
    for (const sameOrigin of sameOrigins) {
      const allowed = await control({ headers: { ...right, ...sameOrigin } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBeNull();
      expect(await allowed.json()).toMatchObject({ data: { accounts: expect.arrayContaining([{ username: 'member01', password: 'Member2024' }]) } });
    }
    // a preflight gets no permission (Vite's own CORS answers it: no Access-Control-Allow-Origin)
    const preflight = await control({ method: 'OPTIONS', body: undefined, headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': CONTROL_SECRET_HEADER } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // the platform's pages (the index lists the seeded passwords) carry no CORS either
    expect((await fetch(`${origin}/__platform`, { headers: { Origin: 'https://evil.example' } })).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('proxy mode', () => {
  let platformServer: Server;
  let dev: ViteDevServer;
  let previewServer: PreviewServer;

  beforeAll(async () => {
    const platform = createPlatform();
    platformServer = createHttpServer((req, res) => void handleNodeRequest(platform, req, res));
    const platformUrl = await listen(platformServer);
    const root = mkdtempSync(join(tmpdir(), 'platform-proxy-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const common = { root, configFile: false as const, logLevel: 'silent' as const, plugins: [embeddedPlatform({ platformUrl })] };
    dev = await createServer({ ...common, server: { port: 0, host: '127.0.0.1' } });
    await dev.listen();
    previewServer = await preview({ ...common, build: { outDir: root }, preview: { port: 0, host: '127.0.0.1' } });
  });

  afterAll(async () => {
    await dev.close();
    await previewServer.close();
    await new Promise((resolve) => platformServer.close(resolve));
  });

  it('adds no middleware of its own', () => {
    const plugin = embeddedPlatform({ platformUrl: 'https://api.example.com' });
    expect(plugin.configureServer).toBeUndefined();
    expect(plugin.configurePreviewServer).toBeUndefined();
  });

  it.each(['dev', 'preview'] as const)('forwards /wps and /lgw from the %s server to the platform URL', async (kind) => {
    const origin = viteOrigin(kind === 'dev' ? dev : previewServer);
    const status = await fetch(`${origin}/wps/system/status`, { headers });
    // changeOrigin: the platform sees its own host, so its CDN is the platform server.
    expect(await status.json()).toMatchObject({ success: true, value: { info: { imageCDNs: [originOf(platformServer)] } } });
    expect((await fetch(`${origin}/lgw/games/game_menus`, { headers })).status).toBe(200);
    // The control endpoint is not proxied: a real platform has none.
    const control = await fetch(`${origin}/__platform/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ scenarios }"}' });
    expect(control.headers.get('content-type') ?? '').not.toContain('application/json');
  });
});

describe('node adapter', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const platform = createPlatform();
    server = createHttpServer((req, res) => void handleNodeRequest(platform, req, res));
    origin = await listen(server);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps a repeated Merchant header repeated', async () => {
    const url = new URL(origin);
    // A raw request: fetch and http.request would merge the two headers before the socket.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.end('GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nMerchant: RP01\r\nMerchant: RP01\r\nConnection: close\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('"errorCode":"merchant.duplicated"');
  });

  it('reports the socket address as the client IP and passes bodies through', async () => {
    const status = await (await fetch(`${origin}/wps/system/status`, { headers })).json();
    expect(status).toMatchObject({ value: { location: { ip: '127.0.0.1' } } });
    const feedback = await fetch(`${origin}/wps/feedback`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ content: 'hola, me gusta mucho el sitio' }) });
    expect(await feedback.json()).toMatchObject({ success: true, value: { id: expect.any(String) } });
  });
});
