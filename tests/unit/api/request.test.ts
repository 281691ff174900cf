import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createRequester, type RequesterConfig } from '../../../src/api/request';
import { PlatformError } from '../../../src/api/errors';
import { fail, fakeFetch, json, neverAnswers, ok, sequence, type Handler } from './fakePlatform';

function setup(handler: Handler, overrides: Partial<RequesterConfig> = {}) {
  const platform = fakeFetch(handler);
  const onSessionExpired = vi.fn();
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  const { request } = createRequester({
    baseUrl: 'https://platform.test',
    merchantCode: 'RP01',
    getToken: () => 'tok-123',
    getLanguage: () => 'es',
    getDeviceId: () => 'device-1',
    onSessionExpired,
    fetch: platform.fetch,
    sleep,
    ...overrides,
  });
  return { request, requests: platform.requests, onSessionExpired, sleep };
}

async function rejection(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

const memberSchema = z.object({ account: z.string(), type: z.coerce.number() });

describe('envelope', () => {
  it('returns the parsed value of a successful envelope', async () => {
    const { request } = setup(() => ok({ account: 'ana', type: '4', extra: true }));
    await expect(request('memberInfo', { schema: memberSchema })).resolves.toEqual({ account: 'ana', type: 4 });
  });

  it('treats success:false with HTTP 200 as an envelope error carrying code, message and value', async () => {
    const { request } = setup(() => fail('captcha.required', { message: 'Captcha needed', value: { captcha: true } }));
    const error = await rejection(request('freePlayLogin', { schema: z.unknown(), body: {} }));
    expect(error.kind).toBe('envelope');
    expect(error.httpStatus).toBe(200);
    expect(error.errorCode).toBe('captcha.required');
    expect(error.messageKey).toBe('errors:captchaRequired');
    expect(error.serverMessage).toBe('Captcha needed');
    expect(error.value).toEqual({ captcha: true });
  });

  it('maps an unknown code to errors:unknown and keeps the server message for display', async () => {
    const { request } = setup(() => fail('something.odd', { message: 'Odd failure' }));
    const error = await rejection(request('balance', { schema: z.unknown() }));
    expect(error.messageKey).toBe('errors:unknown');
    expect(error.displayText((key) => `t(${key})`)).toBe('Odd failure');
  });

  it('falls back to the translated key when the platform sent no message', async () => {
    const { request } = setup(() => fail('#727'));
    const error = await rejection(request('balance', { schema: z.unknown() }));
    expect(error.errorCode).toBe('727');
    expect(error.displayText((key) => `t(${key})`)).toBe('t(errors:systemBusy)');
  });

  it('reports a value that does not match the schema as a parse error', async () => {
    const { request } = setup(() => ok({ account: 42 }));
    const error = await rejection(request('memberInfo', { schema: memberSchema }));
    expect(error.kind).toBe('parse');
    expect(error.messageKey).toBe('errors:unknown');
    expect(error.cause).toBeInstanceOf(z.core.$ZodError);
  });

  it('reports a 200 answer that is not the envelope as a parse error', async () => {
    const { request } = setup(() => new Response('<html>proxy page</html>', { status: 200 }));
    const error = await rejection(request('memberInfo', { schema: memberSchema }));
    expect(error.kind).toBe('parse');
  });
});

describe('session expiry', () => {
  it('on HTTP 401 tells onSessionExpired once and throws a session error', async () => {
    const { request, onSessionExpired } = setup(() => fail('login.not.session', { status: 401, message: 'Logged in elsewhere' }));
    const error = await rejection(request('memberInfo', { schema: memberSchema }));
    expect(error.kind).toBe('session');
    expect(error.errorCode).toBe('login.not.session');
    expect(error.messageKey).toBe('errors:notLoggedIn');
    expect(error.httpStatus).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(error);
  });

  it('on a bare 401 without an envelope still uses login.not.session', async () => {
    const { request, onSessionExpired } = setup(() => new Response('', { status: 401 }));
    const error = await rejection(request('balance', { schema: z.unknown() }));
    expect(error.kind).toBe('session');
    expect(error.errorCode).toBe('login.not.session');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a session code on a token-carrying call as expiry, but not on a visitor call', async () => {
    const member = setup(() => fail('user.or.token.invalid'));
    const memberError = await rejection(member.request('balance', { schema: z.unknown() }));
    expect(memberError.kind).toBe('session');
    expect(member.onSessionExpired).toHaveBeenCalledTimes(1);

    const visitor = setup(() => fail('user.or.token.invalid'), { getToken: () => null });
    const visitorError = await rejection(visitor.request('freePlayLogin', { schema: z.unknown(), body: {} }));
    expect(visitorError.kind).toBe('envelope');
    expect(visitorError.messageKey).toBe('errors:notLoggedIn');
    expect(visitor.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not retry a 401 even on a GET', async () => {
    const { request, requests } = setup(() => new Response('', { status: 401 }));
    await rejection(request('memberInfo', { schema: memberSchema }));
    expect(requests).toHaveLength(1);
  });
});

describe('headers and URL', () => {
  it('sends Merchant exactly once, the raw token, Language and Device on a token route', async () => {
    const { request, requests } = setup(() => ok({ account: 'ana', type: 1 }));
    await request('memberInfo', { schema: memberSchema, query: { a: 1, skipped: undefined, none: null, b: 'x y' } });
    const [sent] = requests;
    expect(sent?.url).toBe('https://platform.test/wps/member/info?a=1&b=x+y');
    expect(sent?.method).toBe('GET');
    // Headers.get joins repeated headers with ", ": an exact match proves a single copy.
    expect(sent?.headers.get('Merchant')).toBe('RP01');
    expect(sent?.headers.get('Authorization')).toBe('tok-123');
    expect(sent?.headers.get('Language')).toBe('es');
    expect(sent?.headers.get('Device')).toBe('web');
    expect(sent?.headers.has('X-Gateway-Version')).toBe(false);
    expect(sent?.body).toBeNull();
  });

  it('sends no Authorization on a token "none" route even when a token exists', async () => {
    const { request, requests } = setup(() => ok({}));
    await request('systemStatus', { schema: z.unknown() });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the token on a token "optional" route when there is one, and nothing when there is none', async () => {
    const withToken = setup(() => ok([]));
    await withToken.request('announcements', { schema: z.unknown() });
    expect(withToken.requests[0]?.headers.get('Authorization')).toBe('tok-123');

    const without = setup(() => ok([]), { getToken: () => null });
    await without.request('announcements', { schema: z.unknown() });
    expect(without.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('adds X-Gateway-Version: 3 on gateway-v3 routes and sends a JSON body', async () => {
    const { request, requests } = setup(() => ok({ token: 't' }), { getToken: () => null });
    await request('freePlayLogin', { schema: z.object({ token: z.string() }), body: { os: 'web', platform: 'W' } });
    const [sent] = requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('X-Gateway-Version')).toBe('3');
    expect(sent?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(sent?.body ?? 'null')).toEqual({ os: 'web', platform: 'W' });
  });

  it('form-encodes the body of form routes', async () => {
    const { request, requests } = setup(() => ok(null));
    await request('forgotPasswordEmail', { schema: z.unknown(), body: { username: 'ana', email: 'a@b.c' } });
    expect(requests[0]?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(requests[0]?.body).toBe('username=ana&email=a%40b.c');
  });

  it('uses a relative URL when baseUrl is empty and trims a trailing slash otherwise', async () => {
    const relative = setup(() => ok(null), { baseUrl: '' });
    await relative.request('logout', { schema: z.unknown() });
    expect(relative.requests[0]?.url).toBe('/wps/session/logout');

    const slashed = setup(() => ok(null), { baseUrl: 'https://api.example/' });
    await slashed.request('logout', { schema: z.unknown() });
    expect(slashed.requests[0]?.url).toBe('https://api.example/wps/session/logout');
  });
});

describe('timeout and abort', () => {
  it('gives up after timeoutMs with a timeout error when the platform never answers', async () => {
    const { request } = setup(neverAnswers, { timeoutMs: 30, retry: { retries: 0, baseDelayMs: 1 } });
    const started = Date.now();
    const error = await rejection(request('balance', { schema: z.unknown() }));
    expect(error.kind).toBe('timeout');
    expect(error.messageKey).toBe('errors:timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('aborts the fetch signal it passed when the timeout fires', async () => {
    const { request, requests } = setup(neverAnswers, { timeoutMs: 20, retry: { retries: 0, baseDelayMs: 1 } });
    await rejection(request('balance', { schema: z.unknown() }));
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it("stops at once when the caller's signal aborts, without retrying", async () => {
    const { request, requests } = setup(neverAnswers, { timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = request('balance', { schema: z.unknown(), signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    const error = await rejection(pending);
    expect(error.kind).toBe('aborted');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('does not call fetch at all with an already aborted signal', async () => {
    const { request, requests } = setup(() => ok(null));
    const error = await rejection(request('balance', { schema: z.unknown(), signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
    expect(requests).toHaveLength(0);
  });
});

describe('retry', () => {
  it('retries a GET on 5xx and network errors with exponential backoff, then succeeds', async () => {
    const { request, requests, sleep } = setup(
      sequence(
        () => fail(null, { status: 503 }),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => ok({ account: 'ana', type: 1 }),
      ),
      { retry: { retries: 2, baseDelayMs: 300 } },
    );
    await expect(request('memberInfo', { schema: memberSchema })).resolves.toEqual({ account: 'ana', type: 1 });
    expect(requests).toHaveLength(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([300, 600]);
  });

  it('retries a GET after a timeout', async () => {
    const { request, requests } = setup(sequence(() => new Promise<Response>(() => {}), () => ok({ account: 'ana', type: 1 })), {
      timeoutMs: 20,
    });
    await expect(request('memberInfo', { schema: memberSchema })).resolves.toMatchObject({ account: 'ana' });
    expect(requests).toHaveLength(2);
  });

  it('gives up after the configured retries with the last error', async () => {
    const { request, requests } = setup(() => json({ success: false, errorCode: '500' }, 500), {
      retry: { retries: 2, baseDelayMs: 1 },
    });
    const error = await rejection(request('balance', { schema: z.unknown() }));
    expect(error.kind).toBe('http');
    expect(error.httpStatus).toBe(500);
    expect(error.messageKey).toBe('errors:networkAbnormal');
    expect(requests).toHaveLength(3);
  });

  it('reports a network failure as kind network after the retries', async () => {
    const { request, requests } = setup(() => Promise.reject(new TypeError('Failed to fetch')), {
      retry: { retries: 1, baseDelayMs: 1 },
    });
    const error = await rejection(request('gameList', { schema: z.unknown() }));
    expect(error.kind).toBe('network');
    expect(error.messageKey).toBe('errors:networkAbnormal');
    expect(requests).toHaveLength(2);
  });

  it('tells a device without a connection that it has none, not that the network is unstable', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const { request } = setup(() => Promise.reject(new TypeError('Failed to fetch')), { retry: { retries: 0, baseDelayMs: 1 } });
      const error = await rejection(request('gameList', { schema: z.unknown() }));
      expect(error.kind).toBe('network');
      expect(error.messageKey).toBe('errors:offline');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never retries a GET the caller marks as not idempotent (a contract command the platform takes as a GET)', async () => {
    const { request, requests } = setup(() => Promise.reject(new TypeError('Failed to fetch')), { retry: { retries: 2, baseDelayMs: 1 } });
    const error = await rejection(request('contractDividend', { schema: z.unknown(), query: { status: 'A', type: 'LIVE' }, idempotent: false }));
    expect(error.kind).toBe('network');
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST, PUT or DELETE, even on 5xx or network errors', async () => {
    for (const routeId of ['walletTransfer', 'feedback', 'removeFavourite'] as const) {
      const serverError = setup(() => fail(null, { status: 502 }));
      await rejection(serverError.request(routeId, { schema: z.unknown(), body: {} }));
      expect(serverError.requests).toHaveLength(1);

      const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await rejection(offline.request(routeId, { schema: z.unknown(), body: {} }));
      expect(error.kind).toBe('network');
      expect(offline.requests).toHaveLength(1);
    }
  });

  it('does not retry a GET on 4xx or on an envelope failure', async () => {
    const clientError = setup(() => fail('function.not.available', { status: 403 }));
    const httpError = await rejection(clientError.request('launchGame', { schema: z.unknown() }));
    expect(httpError.kind).toBe('http');
    expect(httpError.messageKey).toBe('errors:functionNotAvailable');
    expect(clientError.requests).toHaveLength(1);

    const envelopeFailure = setup(() => fail('#543'));
    const envelopeError = await rejection(envelopeFailure.request('launchGame', { schema: z.unknown() }));
    expect(envelopeError.kind).toBe('envelope');
    expect(envelopeFailure.requests).toHaveLength(1);
    expect(envelopeFailure.sleep).not.toHaveBeenCalled();
  });

  it('does not retry a parse failure', async () => {
    const { request, requests } = setup(() => ok({ wrong: true }));
    await rejection(request('memberInfo', { schema: memberSchema }));
    expect(requests).toHaveLength(1);
  });
});
