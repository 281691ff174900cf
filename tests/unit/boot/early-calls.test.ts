// @vitest-environment jsdom
/**
 * index.html's early calls (src/boot): the inline script asks for exactly the URLs, with
 * exactly the headers, that the adapter and the texts' loader ask for on a first page, in the
 * stored language; each early response is taken once, and a retry fetches again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createCoreApi } from '../../../src/api/core';
import { createRequester } from '../../../src/api/request';
import { takeEarlyResponse } from '../../../src/boot/earlyCalls';
import { earlyCallsScript } from '../../../src/boot/earlyCallsScript';
import { SHELL_NOTICE_TYPES } from '../../../src/api/content';

const TEXT_URLS = { es: ['/assets/locales/es/common-1.json'], en: ['/assets/locales/en/common-2.json'] };

interface Seen {
  url: string;
  headers: Record<string, string>;
}

type Answer = (url: string) => Response;
const platformAnswer: Answer = (url) => new Response(JSON.stringify({ success: true, value: { from: 'early', url } }));

/** Runs the script as index.html would, with a recording fetch; answers what it asked. */
function runScript(
  storage: Record<string, string>,
  token: string | null,
  { textUrls = TEXT_URLS, textBundles, answer = platformAnswer }: { textUrls?: Record<string, string[]>; textBundles?: Record<string, string>; answer?: Answer } = {},
): Seen[] {
  const seen: Seen[] = [];
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  if (token) sessionStorage.setItem('token', token);
  vi.stubGlobal('fetch', (url: string, init?: { headers: Record<string, string> }) => {
    seen.push({ url, headers: init?.headers ?? {} });
    return Promise.resolve(answer(url));
  });
  new Function(earlyCallsScript({ merchantCode: 'RP01', supportedLanguages: ['es', 'en'], defaultLanguage: 'es', textUrls, ...(textBundles ? { textBundles } : {}) }))();
  return seen;
}

/** What the adapter sends for the first page's status and banner calls. */
async function adapterCalls(language: string, token: string | null, { restoresSession = false } = {}): Promise<Seen[]> {
  const seen: Seen[] = [];
  const api = createCoreApi(
    createRequester({
      merchantCode: 'RP01',
      getToken: () => token,
      getLanguage: () => language,
      getDeviceId: () => 'device',
      onSessionExpired: () => undefined,
      fetch: async (input, init) => {
        seen.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()) });
        return new Response(JSON.stringify({ success: false, errorCode: 'stop' }));
      },
      retry: { retries: 0, baseDelayMs: 0 },
    }),
  );
  await api.system.getStatus().catch(() => undefined);
  await api.content.getNotices({ types: SHELL_NOTICE_TYPES }).catch(() => undefined);
  // the session restore (src/app/wiring/auth/session.ts), which asks only with a stored token
  if (restoresSession && token) await api.member.getInfo().catch(() => undefined);
  return seen;
}

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__earlyCalls;
});

describe('the early calls script', () => {
  it.each<[string, Record<string, string>, string | null, 'es' | 'en']>([
    ['nothing stored: Spanish, a visitor', {}, null, 'es'],
    ['English stored as en-US, a member', { lang: 'en-US' }, 'tok-1', 'en'],
    ['an unsupported lang, English in hisLang', { lang: 'pt', hisLang: 'en' }, null, 'en'],
  ])('asks what the adapter asks on a first page (%s)', async (_name, storage, token, expected) => {
    const early = runScript(storage, token);
    const language = window.__earlyCalls?.language ?? '';
    expect(language).toBe(expected);
    const platform = early.filter((call) => call.url.startsWith('/wps'));
    const adapter = await adapterCalls(language, token);
    expect(platform.map((call) => call.url)).toEqual(adapter.map((call) => call.url));
    for (const [index, call] of platform.entries()) expect(lower(call.headers)).toEqual(adapter[index]!.headers);
    expect(early.filter((call) => !call.url.startsWith('/wps')).map((call) => call.url)).toEqual(TEXT_URLS[expected]);
  });

  it("asks for the member's info, which restores the session, in the agent centre with a stored token only", async () => {
    const isMemberInfo = (call: Seen) => call.url === '/wps/member/info';
    try {
      window.history.pushState(null, '', '/agentHome/downlineManagmentView');
      expect(runScript({}, null).filter(isMemberInfo)).toEqual([]);
      const early = runScript({}, 'tok-2').filter(isMemberInfo);
      const [adapter] = (await adapterCalls('es', 'tok-2', { restoresSession: true })).filter(isMemberInfo);
      expect(early).toHaveLength(1);
      expect(lower(early[0]?.headers ?? {})).toEqual(adapter?.headers);
      // elsewhere the first paint does not wait on the restore
      for (const path of ['/', '/member/withdraw', '/agent', '/agentHomeX']) {
        window.history.pushState(null, '', path);
        expect(runScript({}, 'tok-2').filter(isMemberInfo), path).toEqual([]);
      }
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('gives each early response once, and only in its language', async () => {
    runScript({}, null);
    expect(takeEarlyResponse('/wps/system/status', 'en')).toBeNull();
    const first = takeEarlyResponse('/wps/system/status', 'es');
    expect(first).not.toBeNull();
    expect(takeEarlyResponse('/wps/system/status', 'es')).toBeNull();
    expect(takeEarlyResponse('/assets/locales/es/common-1.json')).not.toBeNull();
  });

  it('the adapter answers its first request from the early response and fetches for the next', async () => {
    runScript({}, null);
    const fetched: string[] = [];
    const { request } = createRequester({
      merchantCode: 'RP01',
      getToken: () => null,
      getLanguage: () => 'es',
      getDeviceId: () => 'device',
      onSessionExpired: () => undefined,
      earlyResponse: takeEarlyResponse,
      fetch: async (input) => {
        fetched.push(String(input));
        return new Response(JSON.stringify({ success: true, value: { from: 'fetch' } }));
      },
    });
    const schema = z.object({ from: z.string() });
    expect(await request('systemStatus', { schema })).toEqual({ from: 'early' });
    expect(fetched).toEqual([]);
    expect(await request('systemStatus', { schema })).toEqual({ from: 'fetch' });
    expect(fetched).toEqual(['/wps/system/status']);
  });

  describe("a language's first-page texts gathered in one file", () => {
    const textUrls = { es: ['/assets/locales/es/common-1.json', '/assets/locales/es/layout-1.json'], en: [] };
    const textBundles = { es: '/assets/locales/es/first-page-1.json' };
    const texts = { '/assets/locales/es/common-1.json': { ok: 'Aceptar' }, '/assets/locales/es/layout-1.json': { menu: 'Menú' } };
    const textOf = async (url: string) => (await takeEarlyResponse(url))?.json();

    it('asks for that one file instead of each text file, and gives each text as its own response', async () => {
      const early = runScript({}, null, { textUrls, textBundles, answer: (url) => (url === textBundles.es ? new Response(JSON.stringify(texts)) : platformAnswer(url)) });
      expect(early.filter((call) => !call.url.startsWith('/wps')).map((call) => call.url)).toEqual([textBundles.es]);
      expect(await textOf('/assets/locales/es/common-1.json')).toEqual({ ok: 'Aceptar' });
      expect(await textOf('/assets/locales/es/layout-1.json')).toEqual({ menu: 'Menú' });
    });

    it('fetches a text from its own file when the gathered file fails or lacks it', async () => {
      const own = (url: string) => new Response(JSON.stringify({ own: url }));
      const failing = runScript({}, null, { textUrls, textBundles, answer: (url) => (url === textBundles.es ? new Response('', { status: 503 }) : own(url)) });
      expect(await textOf('/assets/locales/es/common-1.json')).toEqual({ own: '/assets/locales/es/common-1.json' });
      expect(failing.map((call) => call.url)).toContain('/assets/locales/es/common-1.json');

      const partial = { '/assets/locales/es/common-1.json': { ok: 'Aceptar' } };
      const lacking = runScript({}, null, { textUrls, textBundles, answer: (url) => (url === textBundles.es ? new Response(JSON.stringify(partial)) : own(url)) });
      expect(await textOf('/assets/locales/es/common-1.json')).toEqual({ ok: 'Aceptar' });
      expect(await textOf('/assets/locales/es/layout-1.json')).toEqual({ own: '/assets/locales/es/layout-1.json' });
      expect(lacking.map((call) => call.url)).not.toContain('/assets/locales/es/common-1.json');
    });
  });
});
