// @vitest-environment jsdom
/**
 * Session hygiene (OWASP ASVS V3: the session token never travels in a URL): every adapter call,
 * and every URL the app builds from a platform answer (launch host, images, category links), is
 * checked with a recognisable token. The token only ever goes out as the Authorization header.
 * tests/e2e/session-hygiene.spec.ts checks the same in Chromium after a sign-in and a launch.
 */
import { describe, expect, it, vi } from 'vitest';
import { type PayloadCipher } from '../../../src/api/index';
import { createPlatformApi } from './platform-api';
import { ROUTE_IDS, ROUTES } from '../../../src/api/routes';
import { onLaunchHost } from '../../../src/app/wiring/games/launch';
import { categoryHref } from '../../../src/views/games/gameRoutes';
import { imageUrl, inLanguage } from '../../../src/views/games/imageUrl';
import { fakeFetch, ok } from './fakePlatform';

const TOKEN = 'tok-5ecret-0f-the-5ession';

const plainCipher: PayloadCipher = {
  seal: async (payload) => ({ body: JSON.stringify({ value: payload }), headers: { Encryption: 'wrapped' } }),
  reset: () => {},
};

/** Arguments that get past the adapter's own checks for most calls; the answers need not parse. */
const ARGUMENT_GUESSES: unknown[][] = [
  [],
  [{}],
  [{ nodeId: '1', vendor: 'PG', gameType: 'RNG', vassalage: 'PG', gameCode: 'g', prizeMode: 'ELOTT', lottoGameCode: 'VN', username: 'u', password: 'p', type: 'username' }],
  ['member01'],
];

describe('the session token never goes into a URL', () => {
  it('no adapter call puts it in the URL; it goes as the Authorization header only', async () => {
    const platform = fakeFetch(() => ok({}));
    const api = createPlatformApi({
      merchantCode: 'RP01',
      getToken: () => TOKEN,
      getLanguage: () => 'es',
      getDeviceId: () => 'device-1',
      onSessionExpired: vi.fn(),
      fetch: platform.fetch,
      sleep: async () => {},
      cipher: plainCipher,
    });
    for (const area of Object.values(api)) {
      for (const method of Object.values(area as Record<string, unknown>)) {
        if (typeof method !== 'function') continue;
        for (const args of ARGUMENT_GUESSES) {
          try {
            await (method as (...values: unknown[]) => unknown)(...args);
          } catch {
            // an answer that does not parse is fine here: only the request matters
          }
        }
      }
    }
    const reached = new Set(platform.requests.map((request) => request.path));
    const routes = ROUTE_IDS.map((id) => ROUTES[id].path);
    // every route of the table was called at least once
    expect(routes.filter((path) => !reached.has(path))).toEqual([]);
    for (const request of platform.requests) {
      expect(decodeURIComponent(request.url), request.url).not.toContain(TOKEN);
      expect(request.body ?? '', request.path).not.toContain(TOKEN);
    }
    const withToken = platform.requests.filter((request) => request.headers.get('Authorization') === TOKEN).map((request) => request.path);
    expect(withToken.length).toBeGreaterThan(0);
  });

  it('the URL builders keep only what the platform sent and add no session data', () => {
    const launched = 'https://games.example/play/123?launch=abc&lang=es';
    expect(onLaunchHost(launched, ['cdn1.example'], () => 0)).toBe('https://cdn1.example/play/123?launch=abc&lang=es');
    expect(onLaunchHost(launched, [])).toBe(launched);
    expect(imageUrl('/img/a.png', ['https://img.example'])).toBe('https://img.example/img/a.png');
    expect(inLanguage('/img/banner.svg', 'en')).toBe('/img/banner.svg?lang=en');
    expect(categoryHref('RNG', 'PG')).toBe('/rng?vassalage=PG');
    sessionStorage.setItem('token', TOKEN); // a signed-in page: nothing may pick it up
    for (const url of [onLaunchHost(launched, ['cdn1.example']), imageUrl('/x.png', ['https://img.example']), inLanguage('/x.png', 'es'), categoryHref('LIVE')]) {
      expect(url).not.toContain(TOKEN);
    }
  });
});
