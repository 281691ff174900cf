/** Bridges Node's http request/response to the platform's WHATWG handle(). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Platform } from '../platform.js';

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

export async function toWebRequest(req: IncomingMessage): Promise<Request> {
  const protocol = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${protocol}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  // Repeated headers stay repeated (Headers joins them with ", "), so a duplicated Merchant is seen.
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  const body = await readBody(req);
  return new Request(url, { method: req.method ?? 'GET', headers, body: body ? new Uint8Array(body) : undefined });
}

/**
 * Sends the whole answer at once (with its length). A body that breaks off (the platform's
 * DROP_CONNECTION fault) is sent as far as it came and then the socket is destroyed, which is
 * what the client of a crashed upstream sees.
 */
export async function sendWebResponse(res: ServerResponse, response: Response, acceptEncoding = ''): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  const chunks: Uint8Array[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    } catch {
      res.flushHeaders();
      const partial = Buffer.concat(chunks);
      if (partial.length > 0) res.write(partial, () => res.destroy());
      else res.destroy();
      return;
    }
  }
  res.end(compressed(res, Buffer.concat(chunks), acceptEncoding));
}

/** Worth compressing: text the platform answers (JSON, SVG art, HTML) above a packet's size. */
const COMPRESSIBLE = /^(application\/json|image\/svg\+xml|text\/)/;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Gzips a text answer when the client accepts it, as any production platform behind a CDN does:
 * a game list page is ~108 KB of JSON raw and ~10 KB gzipped, and on a phone's connection the raw
 * size is what competes with the page's images (docs/PERFORMANCE.md).
 */
function compressed(res: ServerResponse, body: Buffer, acceptEncoding: string): Buffer {
  const type = String(res.getHeader('content-type') ?? '');
  if (body.length < MIN_COMPRESSED_BYTES || !COMPRESSIBLE.test(type) || res.getHeader('content-encoding') || !/\bgzip\b/.test(acceptEncoding)) return body;
  const zipped = gzipSync(body);
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Vary', 'Accept-Encoding');
  res.removeHeader('Content-Length');
  return zipped;
}

/** Answers a Node request with the platform. */
export async function handleNodeRequest(platform: Platform, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const response = await platform.handle(await toWebRequest(req), { clientIp: req.socket.remoteAddress });
  await sendWebResponse(res, response, String(req.headers['accept-encoding'] ?? ''));
}
