/**
 * The app fetches its texts as JSON from the URLs Vite gives the locale files (src/i18n). The unit
 * tests have no server: a fetch of such a URL ('/locales/<lng>/<ns>.json') is answered from the
 * file on disk; any other fetch goes to whatever fetch the test itself installed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Vitest runs from the project root (vitest.config.ts); import.meta.url is not a file: URL in jsdom.
const root = process.cwd();
const platformFetch = globalThis.fetch;

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  const locale = /^\/locales\/[^/]+\/[^/]+\.json$/.exec(url)?.[0];
  if (!locale) return platformFetch(input, init);
  try {
    return new Response(await readFile(join(root, locale), 'utf8'), { headers: { 'content-type': 'application/json' } });
  } catch {
    return new Response('not found', { status: 404 });
  }
};
