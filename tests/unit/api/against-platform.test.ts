/**
 * The adapter talking to the embedded platform in-process: the real request pipeline, the real
 * cipher on both sides, the real envelope and rules. Proves the two halves of the contract meet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../schema/platform';
import { DEFAULT_MERCHANT_CODE } from '../../../src/api/routes';
import { PlatformError } from '../../../src/api';
import { createPlatformApi } from './platform-api';

const platform = createPlatform();

function apiWith(token: { value: string | null }, expired: string[] = []) {
  return createPlatformApi({
    merchantCode: DEFAULT_MERCHANT_CODE,
    getToken: () => token.value,
    getLanguage: () => 'es',
    getDeviceId: () => 'device-test',
    onSessionExpired: (error) => expired.push(error.errorCode ?? ''),
    fetch: (input, init) => platform.handle(new Request(new URL(String(input), 'http://platform.test'), init)),
    sleep: async () => undefined,
  });
}

describe('adapter against the embedded platform', () => {
  const token = { value: null as string | null };
  const api = apiWith(token);

  beforeAll(async () => {
    await platform.keys;
  });

  it('reads the status with permission info and flattened flags', async () => {
    const status = await api.system.getStatus();
    expect(status.status).toBe(0);
    expect(status.flags.USERNAMEREG3).toBe(true);
    expect(status.info.customerService.length).toBeGreaterThan(0);
  });

  it('logs in through an encrypted payload the platform decrypts, then reads member info with the token', async () => {
    const result = await api.session.login({ type: 'username', username: 'member01', password: 'Member2024' });
    expect(result.token).toBeTruthy();
    token.value = result.token;
    const info = await api.member.getInfo();
    expect(info.account).toBe('member01');
  });

  it('a wrong password is a typed failure with the catalogue message', async () => {
    const failure = await api.session
      .login({ type: 'username', username: 'member01', password: 'wrong-password' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlatformError);
    expect((failure as PlatformError).messageKey).toBe('errors:credentialsInvalid');
  });

  it('an unknown token is a 401 that signals session expiry', async () => {
    const expired: string[] = [];
    const stale = apiWith({ value: 'not-a-real-token' }, expired);
    const failure = await stale.member.getInfo().catch((error: unknown) => error);
    expect((failure as PlatformError).kind).toBe('session');
    expect(expired).toEqual(['login.not.session']);
  });

  it('the platform refuses a plain body on an encrypted route', async () => {
    const response = await platform.handle(
      new Request('http://platform.test/wps/session/login', {
        method: 'POST',
        headers: { Merchant: DEFAULT_MERCHANT_CODE, 'Content-Type': 'application/json', 'X-Gateway-Version': '3' },
        body: JSON.stringify({ username: 'member01', password: 'Member2024' }),
      }),
    );
    const body = (await response.json()) as { success: boolean; errorCode: string };
    expect(body).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });
});
