/**
 * Brotli for the built assets (src/boot/brotliAssetsPlugin.ts): the build writes each
 * compressible asset's `.br` beside it, and the preview server sends that file to a browser that
 * accepts Brotli — the same bytes once decoded — and leaves every other request to Vite's static
 * files and gzip.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PassThrough } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliAssetsMiddleware, writeBrotliFiles } from '../../../src/boot/brotliAssetsPlugin';

let outDir: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word${index % 37}`))};\n`;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'brotli-assets-'));
  mkdirSync(join(outDir, 'assets', 'locales', 'es'), { recursive: true });
  writeFileSync(join(outDir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(outDir, 'assets', 'locales', 'es', 'common-1.json'), JSON.stringify({ text: 'hola '.repeat(400) }));
  writeFileSync(join(outDir, 'assets', 'tiny-1.js'), 'export {};\n');
  writeFileSync(join(outDir, 'assets', 'photo-1.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(outDir, 'secret.js'), script);
  writeBrotliFiles(join(outDir, 'assets'));
  // a .br outside the assets: never sent, whatever the path says
  writeBrotliFiles(outDir);
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

interface Answer {
  passedOn: boolean;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Runs the middleware on one request; resolves with what it sent, or that it passed the request on. */
function request(url: string, acceptEncoding: string, options: { method?: string; ifNoneMatch?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = { method: options.method ?? 'GET', url, headers: { 'accept-encoding': acceptEncoding, 'if-none-match': options.ifNoneMatch } } as unknown as IncomingMessage;
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    const headers: Record<string, string> = {};
    const res = Object.assign(sink, {
      statusCode: 200,
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
    }) as unknown as ServerResponse & PassThrough;
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('finish', () => resolve({ passedOn: false, status: res.statusCode, headers, body: Buffer.concat(chunks) }));
    brotliAssetsMiddleware(outDir)(req, res, (error?: unknown) => (error ? reject(error) : resolve({ passedOn: true, status: 0, headers, body: Buffer.alloc(0) })));
  });
}

describe('brotli assets', () => {
  it('writes a .br beside each compressible asset worth compressing, and none for tiny or binary files', () => {
    expect(brotliDecompressSync(readFileSync(join(outDir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(existsSync(join(outDir, 'assets', 'locales', 'es', 'common-1.json.br'))).toBe(true);
    expect(existsSync(join(outDir, 'assets', 'tiny-1.js.br'))).toBe(false);
    expect(existsSync(join(outDir, 'assets', 'photo-1.png.br'))).toBe(false);
  });

  it('sends the Brotli file to a browser that accepts br: the same script once decoded, smaller, typed and varying by encoding', async () => {
    const answer = await request('/assets/index-abc.js?v=1', 'gzip, deflate, br, zstd');
    expect(answer.passedOn).toBe(false);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    const texts = await request('/assets/locales/es/common-1.json', 'br');
    expect(texts.headers['content-type']).toBe('application/json');
    expect(JSON.parse(brotliDecompressSync(texts.body).toString())).toEqual({ text: 'hola '.repeat(400) });
  });

  it('answers a repeated request with 304 by its ETag, and HEAD without a body', async () => {
    const first = await request('/assets/index-abc.js', 'br');
    const again = await request('/assets/index-abc.js', 'br', { ifNoneMatch: first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await request('/assets/index-abc.js', 'br', { method: 'HEAD' });
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });

  it('passes on what it does not serve: no br accepted, no .br file, not an asset, or a path out of the assets', async () => {
    expect((await request('/assets/index-abc.js', 'gzip, deflate')).passedOn).toBe(true);
    expect((await request('/assets/tiny-1.js', 'br')).passedOn).toBe(true);
    expect((await request('/assets/photo-1.png', 'br')).passedOn).toBe(true);
    expect((await request('/index.html', 'br')).passedOn).toBe(true);
    expect(existsSync(join(outDir, 'secret.js.br'))).toBe(true);
    expect((await request('/assets/../secret.js', 'br')).passedOn).toBe(true);
    expect((await request('/assets/%2e%2e/secret.js', 'br')).passedOn).toBe(true);
    expect((await request('/assets/index-abc.js', 'br', { method: 'POST' })).passedOn).toBe(true);
  });
});
