/**
 * The route-field check's open list worked down: commands whose answer API.md does not
 * describe read any form of it (null, `true`, no value at all), taking what they answer from the
 * request, or from the state read again where only the platform holds it. Each of these failed
 * the whole call before ("Error desconocido" after the platform had applied the command).
 */
import { describe, expect, it, vi } from 'vitest';
import { type PayloadCipher } from '../../../src/api/index';
import { createPlatformApi } from './platform-api';
import { fakeFetch, json, ok, type Handler } from './fakePlatform';

const plainCipher: PayloadCipher = {
  seal: async (payload) => ({ body: JSON.stringify({ value: payload }), headers: { Encryption: 'wrapped' } }),
  reset: () => {},
};

function apiWith(handler: Handler) {
  const platform = fakeFetch(handler);
  const api = createPlatformApi({
    merchantCode: 'RP01',
    getToken: () => 'tok',
    getLanguage: () => 'es',
    getDeviceId: () => 'device-42',
    onSessionExpired: vi.fn(),
    fetch: platform.fetch,
    sleep: async () => {},
    cipher: plainCipher,
  });
  return { api, requests: platform.requests };
}

/** The envelope of a successful command with `value` as given (undefined: no `value` at all). */
const answered = (value: unknown) => () => json(value === undefined ? { success: true } : { success: true, value });

const STATE_PATH = '/wps/member/responsibleGaming';
const STATE = { limits: [{ period: 'DAY', amount: 100, pending: { amount: 200, effectiveAt: '2026-12-03T10:00:00Z' } }], coolOffUntil: '2026-12-09T10:00:00Z', selfExcluded: true, coolOffDays: [1, 7, 30] };

describe('#12 commands answered without a value', () => {
  it.each([null, true, undefined])('a raffle claim answered %j is claimed, the prize not said', async (value) => {
    const { api } = apiWith(answered(value));
    expect(await api.content.claimRaffle({ raffleId: 'RF-1' })).toEqual({ raffleId: undefined, prize: undefined });
  });

  it.each([null, true, undefined])('a cancel answered %j is the request order, cancelled', async (value) => {
    const { api } = apiWith(answered(value));
    expect(await api.withdraw.cancel('WD-9')).toMatchObject({ orderNo: 'WD-9', status: 'CANCELLED' });
  });

  it('a cancel answered with the order reads the order', async () => {
    const { api } = apiWith(() => ok({ orderNo: 'WD-9', status: 'PENDING', amount: 5 }));
    expect(await api.withdraw.cancel('WD-9')).toMatchObject({ orderNo: 'WD-9', status: 'PENDING', amount: 5 });
  });

  it.each([null, true, undefined])('a security code answered %j is sent, counted down by the flow default', async (value) => {
    const { api } = apiWith(answered(value));
    expect(await api.security.sendCode({ channel: 'SMS', purpose: 'PAYMENT_PASSWORD' })).toEqual({ expiredMinutes: null, sentTo: '' });
  });

  // The state is then read by the responsibleGaming chart, as its own step (a failed read is never a
  // failed change): tests/unit/connect/responsibleGaming.test.ts
  describe('responsible gaming: an answer without the state is made, its state null (never an all-default state)', () => {
    it.each([null, true, undefined, { done: true }])('cool-off and self-exclusion answered %j', async (value) => {
      const { api, requests } = apiWith(answered(value));
      expect(await api.account.startCoolOff(7)).toBeNull();
      expect(await api.account.selfExclude()).toBeNull();
      expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST ${STATE_PATH}/coolOff`, `POST ${STATE_PATH}/selfExclusion`]);
    });

    it.each([null, true, undefined, { change: 'scheduled' }])('a deposit limit answered %j: state and change null (the chart reads the state and decides)', async (value) => {
      const { api, requests } = apiWith(answered(value));
      expect(await api.account.setDepositLimit('DAY', 200)).toEqual({ change: null, state: null });
      expect(requests.map((request) => request.method)).toEqual(['POST']);
    });

    it('a deposit limit answered with its change but no state keeps the change', async () => {
      const { api } = apiWith(answered({ change: 'applied' }));
      expect(await api.account.setDepositLimit('DAY', 50)).toEqual({ change: 'applied', state: null });
    });

    it('an answer that carries the state is read, the change decided from it', async () => {
      const { api, requests } = apiWith((request) => (request.path.endsWith('/depositLimit') ? ok({ change: 'done', state: STATE }) : ok({ ...STATE, selfExcluded: false })));
      expect((await api.account.startCoolOff(1))?.selfExcluded).toBe(false);
      expect(await api.account.setDepositLimit('WEEK', 10)).toMatchObject({ change: 'pending', state: { limits: [{ period: 'DAY', amount: 100 }] } });
      expect(requests).toHaveLength(2);
    });
  });
});

describe('#12 an affiliate link created without the link in the answer', () => {
  it.each([null, true, undefined, {}, { id: 'L-1' }, { url: 'https://x.example/register?affiliateCode=A1' }, { id: 'L-1', url: '' }])(
    'answered %j: null (made; the chart reads the links for it), never a link with an empty id or URL',
    async (value) => {
      const { api } = apiWith(answered(value));
      expect(await api.agent.createAffiliateUrl({ memberType: 'AGENT', remark: 'socios' })).toBeNull();
    },
  );

  it('answered with the link, the type and remark it leaves out are the ones asked for', async () => {
    const { api } = apiWith(() => ok({ id: 9, url: 'https://x.example/register?affiliateCode=A9', code: 'A9' }));
    expect(await api.agent.createAffiliateUrl({ memberType: 'AGENT', remark: 'socios' })).toEqual({
      id: '9',
      url: 'https://x.example/register?affiliateCode=A9',
      code: 'A9',
      memberType: 'AGENT',
      remark: 'socios',
      createdTime: undefined,
    });
  });
});

describe('#12 a withdrawal answered without its order', () => {
  const payload = { amount: 500, bankCardId: 'c1', password: '246810', idempotencyKey: 'key-12345678' };

  it.each([null, true, undefined, {}, 'WD-1', { status: 'PENDING', amount: 500 }, { orderNo: '' }])('answered %j: null (taken; the chart reads the records for the order)', async (value) => {
    const { api } = apiWith(answered(value));
    expect(await api.withdraw.withdraw(payload)).toBeNull();
  });

  it('answered with the order: the order', async () => {
    const { api } = apiWith(() => ok({ orderNo: 'WD-1', amount: 500, status: 'PENDING' }));
    expect(await api.withdraw.withdraw(payload)).toMatchObject({ orderNo: 'WD-1', amount: 500, status: 'PENDING' });
  });
});

describe('#12 a payout account bound without it in the answer', () => {
  const payload = { groupType: 'B' as const, bankCode: 'BBVA', cardNumber: '4152313800001111', cardHolder: 'Juan Perez' };

  it.each([null, true, undefined, {}, { bankName: 'BBVA' }])('answered %j: null (bound; the charts read the accounts again)', async (value) => {
    const { api } = apiWith(answered(value));
    expect(await api.withdraw.bindAccount(payload)).toBeNull();
  });

  it('answered with the account: the account', async () => {
    const { api } = apiWith(() => ok({ bankCardId: 'c9', groupType: 'B', bankName: 'BBVA', cardNumber: '**** 1111', cardHolder: 'Juan Perez', isWithdrawActive: true }));
    expect(await api.withdraw.bindAccount(payload)).toMatchObject({ bankCardId: 'c9', bankName: 'BBVA' });
  });
});

describe('#12 a C2C part answered without the order', () => {
  it.each([null, true, undefined, {}, { status: 'PAYING' }])('answered %j: null (taken; the chart reads the order again)', async (value) => {
    const { api } = apiWith(answered(value));
    expect(await api.withdraw.processC2C({ partId: 'p1', action: 'RECEIVED' })).toBeNull();
  });

  it('answered with the order: the order', async () => {
    const { api } = apiWith(() => ok({ orderNo: 'WD-1', status: 'PAYING', parts: [] }));
    expect(await api.withdraw.processC2C({ partId: 'p1', action: 'RECEIVED' })).toMatchObject({ orderNo: 'WD-1', status: 'PAYING' });
  });
});

describe('#12 an authenticator secret issued without it in the answer', () => {
  const SECRET = 'JBSWY3DPEHPK3PXP';
  const URL = `otpauth://totp/RP01:member01?secret=${SECRET}&issuer=RP01`;

  it.each([null, true, undefined, {}, { secret: '' }, { otpauthUrl: 'otpauth://totp/RP01:member01?issuer=RP01' }])(
    'answered %j: null (issued, not carried: the dialog says so, never an empty key)',
    async (value) => {
      const { api } = apiWith(answered(value));
      expect(await api.security.issueAuthenticatorSecret()).toBeNull();
    },
  );

  it('answered with both: both', async () => {
    const { api } = apiWith(() => ok({ secret: SECRET, otpauthUrl: URL }));
    expect(await api.security.issueAuthenticatorSecret()).toEqual({ secret: SECRET, otpauthUrl: URL });
  });

  it('answered with the URL only: the secret read from it', async () => {
    const { api } = apiWith(() => ok({ otpauthUrl: URL }));
    expect(await api.security.issueAuthenticatorSecret()).toEqual({ secret: SECRET, otpauthUrl: URL });
  });

  it('answered with the secret only: the key to enter by hand, no QR code', async () => {
    const { api } = apiWith(() => ok({ secret: SECRET }));
    expect(await api.security.issueAuthenticatorSecret()).toEqual({ secret: SECRET, otpauthUrl: null });
  });

  it.each([[SECRET, { secret: SECRET, otpauthUrl: null }], [URL, { secret: SECRET, otpauthUrl: URL }]])('answered as the bare string %j', async (value, read) => {
    const { api } = apiWith(() => ok(value));
    expect(await api.security.issueAuthenticatorSecret()).toEqual(read);
  });
});
