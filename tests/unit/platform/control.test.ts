/** The control endpoint, driven through the typed graphql-request client tests and QA use. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { handleNodeRequest } from '../../../schema/host/node-adapter';
import { CONTROL_PATH, CONTROL_SECRET_HEADER } from '../../../schema/host/platform-paths';
import { establishControlSecret } from '../../../schema/infra/control-secret';
import { BASE_URL, callRoute, controlFor, createTestPlatform, freshScenario, login, tokenFor } from './support';

const { platform } = createTestPlatform();

function setup() {
  const scenario = freshScenario('control');
  return { scenario, control: controlFor(platform, scenario) };
}

describe('system status', () => {
  it('switches between normal, maintenance and region restriction', async () => {
    const { scenario, control } = setup();
    const status = async () => (await callRoute<{ maintenance: boolean; regionRestriction: boolean }>(platform, 'systemStatus', { scenario })).body.value;
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });
    await control.setSystemStatus(1);
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
    await control.setSystemStatus(2);
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: true });
    expect((await control.settings()).systemStatus).toBe(2);
  });

  it('refuses an unknown status', async () => {
    const { control } = setup();
    await expect(control.setSystemStatus(7 as 0)).rejects.toThrow(/status is 0/);
  });
});

describe('feature flags', () => {
  it('changes the whitelabel tree and the behaviour behind the flag', async () => {
    const { scenario, control } = setup();
    expect((await callRoute(platform, 'freePlayLogin', { scenario, body: { os: 'web', platform: 'W' } })).body.success).toBe(true);
    const settings = await control.setFlag('FREEPLAY3', false);
    expect(settings.flags).toContainEqual({ modId: 'FREEPLAY3', enabled: false });
    const tree = await callRoute<{ modId: string; childrenNodes: { modId: string; enabled: string }[] }[]>(platform, 'whitelabel', { scenario });
    const login = tree.body.value.find((node) => node.modId === 'LOGIN');
    expect(login?.childrenNodes).toContainEqual({ modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] });
    const refused = await callRoute(platform, 'freePlayLogin', { scenario, body: { os: 'web', platform: 'W' } });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('knows every flag API.md names and refuses unknown ones', async () => {
    const { control } = setup();
    const flags = (await control.settings()).flags.map((flag) => flag.modId);
    for (const modId of ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3', 'AGENTPOLICY3', 'AGEINFO3', 'REGCEN', 'DOWNMAN', 'AGETEAMPNL3', 'AGEREV3', 'AGEDOWNTRANS3', 'AGETRANSFERUP3', 'DIVIDEND', 'DAYSAL', 'HOURSAL3', 'RTSALARY3']) {
      expect(flags).toContain(modId);
    }
    await expect(control.setFlag('NOPE3', true)).rejects.toThrow(/unknown modId/);
  });
});

describe('register fields', () => {
  it('changes what the register settings say and what registration accepts', async () => {
    const { scenario, control } = setup();
    await control.setRegisterField('email', { show: true, required: true });
    await control.setRegisterField('username', { minLength: 8 });
    const settings = await callRoute<Record<string, { required: boolean; minLength: number }>>(platform, 'registerSettings', { scenario });
    expect(settings.body.value.email?.required).toBe(true);
    expect(settings.body.value.username?.minLength).toBe(8);

    const register = (body: Record<string, unknown>) => callRoute(platform, 'register', { scenario, body: { password: 'Abc12345', confirmPassword: 'Abc12345', ...body } });
    expect((await register({ username: 'short1', email: 'a@b.example' })).body).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'username', problem: 'length' } });
    expect((await register({ username: 'longenough1' })).body).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'email', problem: 'required' } });
    expect((await register({ username: 'longenough1', email: 'a@b.example' })).body.success).toBe(true);
  });

  it('rejects a pattern that is not a RegExp', async () => {
    const { control } = setup();
    await expect(control.setRegisterField('nickname', { acceptedPattern: '([' })).rejects.toThrow(/not a valid RegExp/);
  });
});

describe('latency', () => {
  it('delays every /wps and /lgw answer of the scenario only', async () => {
    const { scenario, control } = setup();
    await control.setLatency(150);
    const timed = async (id: string | undefined) => {
      const started = performance.now();
      await callRoute(platform, 'gameMenus', { scenario: id });
      return performance.now() - started;
    };
    expect(await timed(scenario)).toBeGreaterThanOrEqual(140);
    expect(await timed(freshScenario())).toBeLessThan(140);
    expect((await control.setLatency(0)).latencyMs).toBe(0);
    expect(await timed(scenario)).toBeLessThan(140);
  });
});

describe('failNext', () => {
  it('fails exactly the next N calls of a route, then behaves normally', async () => {
    const { scenario, control } = setup();
    const settings = await control.failNext('gameList', 2, { errorCode: 'system.busy' });
    expect(settings.failures).toEqual([{ route: 'gameList', remaining: 2, kind: 'ENVELOPE', httpStatus: null, errorCode: 'system.busy', delayMs: null }]);
    const call = () => callRoute(platform, 'gameList', { scenario, query: { gameType: 'RNG' } });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await call();
      expect([failed.status, failed.body.success, failed.body.errorCode]).toEqual([200, false, 'system.busy']);
    }
    expect((await call()).body.success).toBe(true);
    expect((await control.settings()).failures).toEqual([]);
  });

  it('answers the given HTTP status, by path as well as by RouteId, without touching other routes', async () => {
    const { scenario, control } = setup();
    await control.failNext('/wps/v2/wallets/balance', 1, { httpStatus: 503 });
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    expect((await callRoute(platform, 'memberInfo', { scenario, token })).status).toBe(200);
    const failed = await callRoute(platform, 'balance', { scenario, token });
    expect([failed.status, failed.body.success, failed.body.errorCode]).toEqual([503, false, 'system.error']);
    expect((await callRoute(platform, 'balance', { scenario, token })).status).toBe(200);
  });

  it('defaults a 401 to login.not.session and refuses unknown routes', async () => {
    const { scenario, control } = setup();
    await control.failNext('systemStatus', 1, { httpStatus: 401 });
    const failed = await callRoute(platform, 'systemStatus', { scenario });
    expect([failed.status, failed.body.errorCode]).toEqual([401, 'login.not.session']);
    await expect(control.failNext('noSuchRoute', 1)).rejects.toThrow(/neither a RouteId nor a path/);
    await expect(control.failNext('login', 0)).rejects.toThrow(/positive integer/);
  });

  it('clears queued failures', async () => {
    const { scenario, control } = setup();
    await control.failNext('gameMenus', 5);
    expect((await control.clearFailures()).failures).toEqual([]);
    expect((await callRoute(platform, 'gameMenus', { scenario })).body.success).toBe(true);
  });
});

describe('failNext fault kinds', () => {
  const raw = (scenario: string, token?: string, init: RequestInit = {}, path = '/wps/relay/MCSFE_getFavoriteGames') =>
    platform.handle(new Request(`${BASE_URL}${path}`, { ...init, headers: { Merchant: 'RP01', 'X-Scenario': scenario, ...(token ? { Authorization: token } : {}), ...init.headers } }));

  it('MALFORMED_BODY answers a body that is not JSON, without running the call', async () => {
    const { scenario, control } = setup();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const settings = await control.failNext('addFavourite', 1, { kind: 'MALFORMED_BODY' });
    expect(settings.failures).toEqual([{ route: 'addFavourite', remaining: 1, kind: 'MALFORMED_BODY', httpStatus: null, errorCode: 'system.error', delayMs: null }]);
    const response = await raw(scenario, token, { method: 'POST', body: JSON.stringify({ nodeId: '10003' }), headers: { 'content-type': 'application/json' } }, '/wps/relay/MCSFE_addFavoriteGameV2');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    expect((await control.account('member01'))?.favourites).not.toContain('10003');
    expect((await callRoute(platform, 'favouriteIds', { scenario, token })).body.success).toBe(true);
  });

  it('WRONG_SHAPE answers JSON that is not the envelope, with the given status', async () => {
    const { scenario, control } = setup();
    await control.failNext('systemStatus', 1, { kind: 'WRONG_SHAPE', httpStatus: 502 });
    const response = await raw(scenario, undefined, {}, '/wps/system/status');
    expect(response.status).toBe(502);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('success');
    expect(body).not.toHaveProperty('value');
  });

  it('DROP_CONNECTION runs the call, then breaks the body off halfway', async () => {
    const { scenario, control } = setup();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    await control.failNext('addFavourite', 1, { kind: 'DROP_CONNECTION' });
    const response = await raw(scenario, token, { method: 'POST', body: JSON.stringify({ nodeId: '10003' }), headers: { 'content-type': 'application/json' } }, '/wps/relay/MCSFE_addFavoriteGameV2');
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(/connection dropped/);
    expect((await control.account('member01'))?.favourites, 'the call itself happened').toContain('10003');
  });

  it('DROP_CONNECTION destroys the socket when the platform is served over HTTP', async () => {
    const { scenario, control } = setup();
    const server = createServer((req, res) => void handleNodeRequest(platform, req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const call = () => fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { Merchant: 'RP01', 'X-Scenario': scenario } }).then((response) => response.text());
      await control.failNext('systemStatus', 1, { kind: 'DROP_CONNECTION' });
      await expect(call()).rejects.toThrow(TypeError);
      expect(JSON.parse(await call())).toMatchObject({ success: true });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('SLOW runs the call and holds its answer back for delayMs', async () => {
    const { scenario, control } = setup();
    expect((await control.failNext('gameMenus', 1, { kind: 'SLOW', delayMs: 150 })).failures[0]).toMatchObject({ kind: 'SLOW', delayMs: 150 });
    const started = performance.now();
    const slow = await callRoute(platform, 'gameMenus', { scenario });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.body.success).toBe(true);
    const next = performance.now();
    await callRoute(platform, 'gameMenus', { scenario });
    expect(performance.now() - next).toBeLessThan(140);
    expect((await control.failNext('gameMenus', 1, { kind: 'SLOW' })).failures[0]?.delayMs, 'default: longer than any client timeout').toBe(30_000);
  });

  it('refuses options that do not fit the kind', async () => {
    const { control } = setup();
    await expect(control.failNext('gameMenus', 1, { kind: 'SLOW', httpStatus: 500 })).rejects.toThrow(/leave httpStatus out/);
    await expect(control.failNext('gameMenus', 1, { kind: 'ENVELOPE', delayMs: 5 })).rejects.toThrow(/delayMs is for kind SLOW/);
    await expect(control.failNext('gameMenus', 1, { kind: 'SLOW', delayMs: 120_000 })).rejects.toThrow(/delayMs is between/);
    await expect(control.failNext('gameMenus', 1, { kind: 'NOPE' as 'SLOW' })).rejects.toThrow();
  });
});

describe('blocked IP', () => {
  it('answers every /wps and /lgw call with 403 access.ip.blocked, while control keeps working', async () => {
    const { scenario, control } = setup();
    await control.setBlockedIp(true);
    for (const routeId of ['systemStatus', 'gameMenus', 'login'] as const) {
      const result = await callRoute(platform, routeId, { scenario, body: routeId === 'login' ? { username: 'x', password: 'y' } : undefined });
      expect([result.status, result.body.success, result.body.errorCode]).toEqual([403, false, 'access.ip.blocked']);
    }
    expect((await control.setBlockedIp(false)).blockedIp).toBe(false);
    expect((await callRoute(platform, 'systemStatus', { scenario })).status).toBe(200);
  });
});

describe('captcha, SMS and verification codes', () => {
  it('exposes the captcha answer so a test can log in after a failure', async () => {
    const { scenario, control } = setup();
    expect((await login(platform, 'member01', 'wrong', { scenario })).body).toMatchObject({ errorCode: 'login.credentials.invalid', value: { captcha: true } });
    expect(await control.captchaRequired('member01')).toBe(true);
    await callRoute(platform, 'captcha', { scenario, query: { t: Date.now() } });
    const answer = await control.captchaAnswer('member01');
    expect(answer).toMatch(/^\d{4}$/);
    const result = await login(platform, 'member01', 'Member2024', { scenario, body: { captcha: answer } });
    expect(result.body.success).toBe(true);
    expect(await control.captchaRequired('member01')).toBe(false);
  });

  it('exposes the last SMS code and the unregistered-IP answers', async () => {
    const { scenario, control } = setup();
    expect(await control.smsCode('5512345601')).toBeNull();
    await callRoute(platform, 'smsNoLogin', { scenario, body: { mobileNum: '5512345601', countryDialingCode: '52' } });
    expect(await control.smsCode('5512345601')).toMatch(/^\d{6}$/);
    const codes = await control.loginVerification('member01');
    expect(codes).toMatchObject({ methods: ['MOBILE', 'EMAIL', 'BANK_NAME'], bankName: 'Juan Perez', emailCode: null, authenticatorCode: null });
    await control.bindAuthenticator('member01');
    expect(await control.loginVerification('member01')).toMatchObject({ methods: ['MOBILE', 'EMAIL', 'BANK_NAME', 'AUTHENTICATOR'], authenticatorCode: expect.stringMatching(/^\d{6}$/) });
  });

  it('changes the SMS window and moves the scenario clock', async () => {
    const { scenario, control } = setup();
    const settings = await control.setSmsSettings({ expiredMinutes: 2, codeTtlSeconds: 30 });
    expect([settings.smsExpiredMinutes, settings.smsCodeTtlSeconds]).toEqual([2, 30]);
    const sent = await callRoute(platform, 'smsNoLogin', { scenario, body: { mobileNum: '5512345601' } });
    expect(sent.body.value).toEqual({ expiredMinutes: 2 });
    await control.setSmsSettings({ expiredMinutes: 0 });
    const unnamed = await callRoute(platform, 'smsNoLogin', { scenario, body: { mobileNum: '5512345602' } });
    expect(unnamed.body.value, 'no window named: the client applies its default').toEqual({});
    expect((await control.advanceClock(31)).clockOffsetSeconds).toBe(31);
    expect(await control.smsCode('5512345601')).toBeNull();
    await expect(control.advanceClock(-5)).rejects.toThrow(/forward/);
  });
});

describe('accounts and sessions', () => {
  it('lists the seeded accounts with their state', async () => {
    const { control } = setup();
    const accounts = await control.accounts();
    expect(accounts.map((account) => [account.username, account.type])).toEqual([
      ['member01', 0], ['trial01', 4], ['agent01', 1], ['agent02', 2], ['agent41', 41], ['agent42', 42], ['expired01', 0], ['firstlogin01', 0], ['weak01', 0], ['admin01', 3],
    ]);
    expect(await control.account('nobody')).toBeNull();
  });

  it('expires sessions so the next call answers 401', async () => {
    const { scenario, control } = setup();
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    expect((await control.account('member01'))?.activeSessions).toBe(1);
    expect(await control.expireSessions('member01')).toBe(1);
    expect((await callRoute(platform, 'memberInfo', { scenario, token })).status).toBe(401);
  });

  it('sets balances and account flags', async () => {
    const { scenario, control } = setup();
    expect((await control.setBalance('member01', 42.5)).mainBalance).toBe(42.5);
    expect((await control.setAccountFlags('member01', { passwordExpired: true })).passwordExpired).toBe(true);
    const result = await login(platform, 'member01', 'Member2024', { scenario });
    expect(result.body.value.passwordExpired).toBe(true);
    await expect(control.setBalance('nobody', 1)).rejects.toThrow(/no account/);
  });

  it('puts a vendor under maintenance', async () => {
    const { scenario, control } = setup();
    await control.setVendorMaintenance('pg', true);
    const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
    const launch = await callRoute(platform, 'launchGame', { scenario, token, query: { nodeId: '10002', accountType: 1 } });
    expect(launch.body).toMatchObject({ success: false, errorCode: 'game.maintenance' });
    const vendors = await callRoute<{ data: { lanes: { cards: { vassalage: string; maintenance: boolean }[] }[] } }>(platform, 'vendors', { scenario });
    expect(vendors.body.value.data.lanes[0]?.cards.find((card) => card.vassalage === 'PG')?.maintenance).toBe(true);
    await expect(control.setVendorMaintenance('NOPE', true)).rejects.toThrow(/unknown vendor/);
  });
});

describe('scenarios', () => {
  it('keeps scenarios isolated from each other and from default', async () => {
    const first = setup();
    const second = setup();
    await first.control.setSystemStatus(1);
    await first.control.setFlag('USERNAMEREG3', false);
    const firstToken = await tokenFor(platform, 'member01', 'Member2024', { scenario: first.scenario });
    await callRoute(platform, 'addFavourite', { scenario: first.scenario, token: firstToken, body: { nodeId: '10003' } });

    expect((await second.control.settings()).systemStatus).toBe(0);
    expect((await controlFor(platform, 'default').settings()).systemStatus).toBe(0);
    expect((await second.control.settings()).flags).toContainEqual({ modId: 'USERNAMEREG3', enabled: true });
    expect((await second.control.account('member01'))?.favourites).not.toContain('10003');
    expect((await first.control.account('member01'))?.favourites).toContain('10003');
    // A token belongs to its scenario.
    expect((await callRoute(platform, 'memberInfo', { scenario: second.scenario, token: firstToken })).status).toBe(401);
    expect(await first.control.scenarios()).toEqual(expect.arrayContaining([first.scenario, second.scenario]));
  });

  it('resets a scenario to the seeded state', async () => {
    const { scenario, control } = setup();
    await control.setSystemStatus(2);
    await control.setLatency(5);
    const token = await tokenFor(platform, 'agent01', 'Agent2024', { scenario });
    await callRoute(platform, 'walletTransfer', { scenario, token, body: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 30 } });
    expect((await control.account('agent01'))?.mainBalance).toBe(58200.4);
    await control.failNext('login', 3);

    const settings = await control.reset();
    expect(settings).toMatchObject({ systemStatus: 0, latencyMs: 0, failures: [], blockedIp: false });
    expect((await control.account('agent01'))?.mainBalance).toBe(58230.4);
    expect((await callRoute(platform, 'balance', { scenario, token })).status).toBe(401);
  });

});

describe('endpoint', () => {
  // the run's secret, which the test platform and the typed client read from the environment
  const secret = { [CONTROL_SECRET_HEADER]: establishControlSecret() };
  const json = { ...secret, 'content-type': 'application/json' };

  it('serves its schema on GET and reads the catalogue from the MockStore', async () => {
    const schema = await platform.handle(new Request(`${BASE_URL}${CONTROL_PATH}`, { headers: secret }));
    expect(await schema.text()).toContain('failNext(route: String!, count: Int!, httpStatus: Int, errorCode: String, kind: FailureKind, delayMs: Int)');
    const { control } = setup();
    const data = await control.request<{ game: { displayName: string; vassalage: string } | null; missing: unknown }>('{ game(nodeId: "10002") { displayName vassalage } missing: game(nodeId: "1") { nodeId } }');
    expect(data.game).toEqual({ displayName: platform.catalogue.gamesById.get('10002')?.displayName, vassalage: 'PG' });
    expect(data.missing).toBeNull();
  });

  it('answers malformed requests with GraphQL errors', async () => {
    const notJson = await platform.handle(new Request(`${BASE_URL}${CONTROL_PATH}`, { method: 'POST', headers: json, body: 'nope' }));
    expect(notJson.status).toBe(400);
    const invalid = await platform.handle(new Request(`${BASE_URL}${CONTROL_PATH}`, { method: 'POST', headers: json, body: JSON.stringify({ query: '{ nothing }' }) }));
    expect(((await invalid.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });
});
