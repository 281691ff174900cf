/** The gateway rules every call passes: token, Merchant header, gateway version, encrypted bodies. */
import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_IDS, type RouteId, type RouteSpec } from '../../../src/api/routes';
import { BASE_URL, callPath, callRoute, createTestPlatform, encryptPayload, freshScenario, login, tokenFor } from './support';

const { platform } = createTestPlatform();
const requiredRoutes = ROUTE_IDS.filter((id) => ROUTES[id].token === 'required');
const encryptedRoutes = ROUTE_IDS.filter((id) => {
  const spec: RouteSpec = ROUTES[id];
  return spec.encrypted === true;
});

describe('token rule', () => {
  it.each(requiredRoutes)('%s answers 401 login.not.session without a token', async (routeId) => {
    const result = await callRoute(platform, routeId);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ success: false, value: null, message: null, errorCode: 'login.not.session' });
  });

  it.each(requiredRoutes)('%s answers 401 for an unknown token', async (routeId) => {
    const result = await callRoute(platform, routeId, { token: 'not-a-session' });
    expect(result.status).toBe(401);
    expect(result.body.errorCode).toBe('login.not.session');
  });

  it('accepts the raw token, not a Bearer token', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    expect((await callRoute(platform, 'memberInfo', { scenario, token })).status).toBe(200);
    expect((await callRoute(platform, 'memberInfo', { scenario, token: `Bearer ${token}` })).status).toBe(401);
  });

  it('reads the token from the query string too (favourite list sends it there)', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const result = await callRoute(platform, 'favouriteList', { scenario, query: { token, pageNo: 1, pageSize: 999 } });
    expect(result.body.success).toBe(true);
  });

  it('treats an unknown token on an optional route as a visitor', async () => {
    const anonymous = await callRoute<{ list: { memberOnly: boolean }[]; totalPages: number }>(platform, 'announcements', { token: 'stale', query: { pageSize: 100 } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.value.list.some((item) => item.memberOnly)).toBe(false);
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const member = await callRoute<{ list: { memberOnly: boolean }[] }>(platform, 'announcements', { scenario, token, query: { pageSize: 100 } });
    expect(member.body.value.list.some((item) => item.memberOnly)).toBe(true);
  });

  it('keeps one session per account: a new login ends the old token', async () => {
    const scenario = freshScenario();
    const first = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const second = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    expect((await callRoute(platform, 'balance', { scenario, token: first })).status).toBe(401);
    expect((await callRoute(platform, 'balance', { scenario, token: second })).status).toBe(200);
  });

  it('ends the session on logout', async () => {
    const scenario = freshScenario();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    expect((await callRoute(platform, 'logout', { scenario, token })).body.success).toBe(true);
    expect((await callRoute(platform, 'memberInfo', { scenario, token })).status).toBe(401);
  });
});

describe('Merchant header', () => {
  const statusRequest = (headers: Headers) => platform.handle(new Request(`${BASE_URL}${ROUTES.systemStatus.path}`, { headers }));

  it('is required on /wps and /lgw', async () => {
    for (const routeId of ['systemStatus', 'gameMenus'] satisfies RouteId[]) {
      const result = await callRoute(platform, routeId, { noMerchant: true });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, errorCode: 'merchant.required' });
    }
  });

  it('rejects a second copy', async () => {
    const headers = new Headers();
    headers.append('Merchant', 'RP01');
    headers.append('Merchant', 'RP01');
    const response = await statusRequest(headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'merchant.duplicated' });
  });

  it('rejects a malformed code and accepts a well-formed one', async () => {
    expect((await callPath(platform, 'GET', ROUTES.systemStatus.path, { headers: { Merchant: 'RP 01!' } })).body.errorCode).toBe('merchant.invalid');
    expect((await callPath(platform, 'GET', ROUTES.systemStatus.path, { headers: { Merchant: 'BRAND_2' } })).body.success).toBe(true);
  });
});

describe('encrypted payloads', () => {
  it('opens a body encrypted with WebCrypto the way the client does it', async () => {
    const scenario = freshScenario();
    const key = await callRoute<{ alg: string; publicKey: string }>(platform, 'rsaKey', { scenario });
    const sealed = await encryptPayload(key.body.value.publicKey, { username: 'member01', password: 'Member2024', type: 'username' });
    const response = await platform.handle(
      new Request(`${BASE_URL}${ROUTES.login.path}`, {
        method: 'POST',
        headers: { Merchant: 'RP01', 'X-Scenario': scenario, 'X-Gateway-Version': '3', Encryption: sealed.encryption, 'content-type': 'application/json' },
        body: JSON.stringify(sealed.body),
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: { token: expect.any(String), account: 'member01' } });
  });

  it.each(encryptedRoutes)('%s rejects a plain body with request_body_required', async (routeId) => {
    const scenario = freshScenario();
    const token = ROUTES[routeId].token === 'required' ? await tokenFor(platform, 'member01', 'Member2024', { scenario }) : undefined;
    const result = await callRoute(platform, routeId, { scenario, token, encrypt: false, body: { username: 'member01', password: 'Member2024' } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, value: null, message: null, errorCode: 'request_body_required' });
  });

  it('rejects tampered ciphertext, a foreign key and a missing key header', async () => {
    const payload = { username: 'member01', password: 'Member2024' };
    const sealed = await encryptPayload((await platform.keys).publicKeySpkiBase64, payload);
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    const send = (value: string, encryption: string | undefined) =>
      callPath(platform, 'POST', ROUTES.login.path, {
        headers: { 'X-Gateway-Version': '3', 'content-type': 'application/json', ...(encryption ? { Encryption: encryption } : {}) },
        body: { value },
      });
    const tampered = await send(bytes.toString('base64'), sealed.encryption);
    expect([tampered.status, tampered.body.errorCode]).toEqual([400, 'request_body_required']);

    const { publicKey } = await globalThis.crypto.subtle
      .generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt'])
      .then(async (pair) => ({ publicKey: Buffer.from(await globalThis.crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64') }));
    const foreign = await encryptPayload(publicKey, payload);
    expect((await send(foreign.body.value, foreign.encryption)).body.errorCode).toBe('request_body_required');
    expect((await send(sealed.body.value, undefined)).body.errorCode).toBe('request_body_required');
  });

  it('requires X-Gateway-Version 3 on encrypted and free-play calls', async () => {
    const freePlay = await callPath(platform, 'POST', ROUTES.freePlayLogin.path, { body: { os: 'web', platform: 'W' } });
    expect([freePlay.status, freePlay.body.errorCode]).toEqual([400, 'gateway.version.required']);
    const withHeader = await callRoute(platform, 'freePlayLogin', { body: { os: 'web', platform: 'W' } });
    expect(withHeader.body.success).toBe(true);
  });

  it('answers request.body.invalid for JSON that does not parse', async () => {
    const response = await platform.handle(new Request(`${BASE_URL}${ROUTES.feedback.path}`, { method: 'PUT', headers: { Merchant: 'RP01', 'content-type': 'application/json' }, body: '{oops' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'request.body.invalid' });
  });

  it('checks input fields and names the bad ones', async () => {
    const result = await login(platform, 'member01', '', { scenario: freshScenario() });
    expect(result.body).toMatchObject({ success: false, errorCode: 'request.param.invalid', value: { issues: [{ field: 'password' }] } });
  });
});

describe('scenario header', () => {
  it('rejects an id that is not a plain token', async () => {
    const result = await callRoute(platform, 'systemStatus', { scenario: 'bad id with spaces' });
    expect([result.status, result.body.errorCode]).toEqual([400, 'scenario.invalid']);
  });

  it('echoes the scenario on every answer', async () => {
    const result = await callRoute(platform, 'systemStatus', { scenario: 'echo-me' });
    expect(result.headers.get('x-platform-scenario')).toBe('echo-me');
  });

  it('reports the client IP from x-forwarded-for, else the socket address', async () => {
    const forwarded = await callRoute<{ location: { ip: string } }>(platform, 'systemStatus', { headers: { 'X-Forwarded-For': '198.51.100.4, 10.0.0.1' } });
    expect(forwarded.body.value.location.ip).toBe('198.51.100.4');
    const direct = await callRoute<{ location: { ip: string } }>(platform, 'systemStatus', { clientIp: '::ffff:192.0.2.9' });
    expect(direct.body.value.location.ip).toBe('192.0.2.9');
  });

  it('answers CORS preflights', async () => {
    const response = await platform.handle(new Request(`${BASE_URL}/wps/session/login`, { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('Merchant');
  });
});
