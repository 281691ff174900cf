/**
 * The app fetches its texts as JSON from the URLs Vite gives the locale files (src/i18n). The unit
 * tests have no server: a fetch of such a URL ('/locales/<lng>/<ns>.json') is answered from the
 * file on disk; any other fetch goes to whatever fetch the test itself installed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Vitest runs from the project root (vitest.config.ts); import.meta.url is not a file: URL in jsdom.
const root = process.cwd();
/**
 * Node's own fetch, kept on the global once: the test files share their worker's globals
 * (vitest.config.ts isolate: false) and this setup runs again before each file; wrapping the
 * last file's wrapper, or a fetch a test left installed, would stack them.
 */
const NODE_FETCH = Symbol.for('betting-front.nodeFetch');
const globals = globalThis as typeof globalThis & { [NODE_FETCH]?: typeof fetch };
const platformFetch: typeof fetch = (globals[NODE_FETCH] ??= globalThis.fetch);

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
