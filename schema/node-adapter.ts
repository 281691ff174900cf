/** Bridges Node's http request/response to the platform's WHATWG handle(). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Platform } from './platform.js';

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

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers a Node request with the platform. */
export async function handleNodeRequest(platform: Platform, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const response = await platform.handle(await toWebRequest(req), { clientIp: req.socket.remoteAddress });
  await sendWebResponse(res, response);
}
