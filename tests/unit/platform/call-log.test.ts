/**
 * The call log: every /wps and /lgw call a scenario answers is recorded (RouteId, method, path,
 * arrival time on the scenario's clock, HTTP status, errorCode), read and cleared through the
 * control endpoint's typed client. Browser tests count calls with it (tests/e2e/bursts.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { CALL_LOG_LIMIT } from '../../../schema/state/scenario';
import { callPath, callRoute, controlFor, createTestPlatform, freshScenario, login } from './support';

const { platform, clock } = createTestPlatform();

function setup() {
  const scenario = freshScenario('calls');
  return { scenario, control: controlFor(platform, scenario) };
}

describe('call log', () => {
  it('records each call with its RouteId, method, path, arrival time and HTTP status, oldest first', async () => {
    const { scenario, control } = setup();
    const start = clock.now();
    await callRoute(platform, 'systemStatus', { scenario });
    clock.advance(250);
    await login(platform, 'member01', 'Wrong2024', { scenario });
    await callRoute(platform, 'balance', { scenario });

    const calls = await control.calls();
    expect(calls).toEqual([
      { route: 'systemStatus', method: 'GET', path: '/wps/system/status', at: start, status: 200, errorCode: null },
      { route: 'login', method: 'POST', path: '/wps/session/login', at: start + 250, status: 200, errorCode: 'login.credentials.invalid' },
      { route: 'balance', method: 'GET', path: '/wps/v2/wallets/balance', at: start + 250, status: 401, errorCode: 'login.not.session' },
    ]);
  });

  it('filters by RouteId or by path and counts', async () => {
    const { scenario, control } = setup();
    for (let i = 0; i < 3; i += 1) await callRoute(platform, 'captcha', { scenario });
    await callRoute(platform, 'systemStatus', { scenario });
    expect(await control.callCount('captcha')).toBe(3);
    expect(await control.callCount('/wps/captcha')).toBe(3);
    expect((await control.calls('systemStatus')).map((call) => call.route)).toEqual(['systemStatus']);
    expect(await control.callCount('login')).toBe(0);
    await expect(control.callCount('noSuchRoute')).rejects.toThrow(/neither a RouteId nor a path/);
  });

  it('records calls that match no route with a null route, and faults with the status they answered', async () => {
    const { scenario, control } = setup();
    await callPath(platform, 'GET', '/wps/nowhere', { scenario });
    await control.failNext('balance', 1, { httpStatus: 502 });
    await callRoute(platform, 'balance', { scenario });
    expect(await control.calls()).toMatchObject([
      { route: null, path: '/wps/nowhere', status: 404, errorCode: 'route.not.found' },
      { route: 'balance', status: 502, errorCode: 'system.error' },
    ]);
  });

  it('is per scenario; clearCalls empties it and answers how many it held; reset starts a fresh one', async () => {
    const one = setup();
    const other = setup();
    await callRoute(platform, 'captcha', { scenario: one.scenario });
    await callRoute(platform, 'captcha', { scenario: one.scenario });
    expect(await other.control.callCount('captcha')).toBe(0);
    // control calls themselves are not REST calls and are never logged
    expect(await one.control.calls()).toHaveLength(2);
    expect(await one.control.clearCalls()).toBe(2);
    expect(await one.control.calls()).toEqual([]);
    await callRoute(platform, 'captcha', { scenario: one.scenario });
    await one.control.reset();
    expect(await one.control.calls()).toEqual([]);
  });

  it(`keeps only the latest ${CALL_LOG_LIMIT} calls`, async () => {
    const { scenario, control } = setup();
    const state = platform.scenarios.get(scenario);
    for (let i = 0; i < CALL_LOG_LIMIT; i += 1) state.recordCall({ route: 'captcha', method: 'GET', path: '/wps/captcha', at: i, status: 200, errorCode: null });
    await callRoute(platform, 'systemStatus', { scenario });
    const calls = await control.calls();
    expect(calls).toHaveLength(CALL_LOG_LIMIT);
    expect(calls[0]?.at).toBe(1);
    expect(calls.at(-1)?.route).toBe('systemStatus');
  });
});
