/**
 * The adapter's generic answer tolerance (docs/api-audit.md #8 #12 #14 #15 #16 #19 #20
 * #21 #22 #31 #33 #34, the rebate map by product type): every form API.md allows, or leaves open,
 * reads; an unknown value is neutral; nothing API.md does not name is required.
 */
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { type PayloadCipher } from '../../../src/api/index';
import { createPlatformApi, type PlatformApiConfig } from './platform-api';
import { inboxPageSchema, rebateAvailableSchema, rewardClaimPageSchema, rewardListSchema, raffleStatusListSchema } from '../../../src/api/inbox';
import { missionListSchema } from '../../../src/api/missions';
import { promotionListSchema } from '../../../src/api/promotions';
import { securityConfigSchema } from '../../../src/api/security';
import { depositLimitChangeSchema, responsibleGamingSchema } from '../../../src/api/account';
import {
  affiliateSchema,
  announcementPageSchema,
  liveCamModelsSchema,
  memberIconSchema,
  memberInfoSchema,
  optionalLoginResultSchema,
  passwordMailSentSchema,
  systemStatusValueSchema,
  transactionRecordPageSchema,
  UNKNOWN_ACCOUNT_TYPE,
} from '../../../src/api/schemas';
import { fakeFetch, json, ok, type Handler } from './fakePlatform';

const MS = Date.UTC(2026, 10, 24, 17, 0, 0);
const ISO = new Date(MS).toISOString();
const read = <T extends z.ZodMiniType>(schema: T, value: unknown) => z.parse(schema, value);

const plainCipher: PayloadCipher = {
  seal: async (payload) => ({ body: JSON.stringify({ value: payload }), headers: { Encryption: 'wrapped' } }),
  reset: () => {},
};
function apiWith(handler: Handler, overrides: Partial<PlatformApiConfig> = {}) {
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
    ...overrides,
  });
  return { api, requests: platform.requests };
}

const WALLETS = { sumBalance: 150, balance: [{ accountTypeId: 1, availBalance: '100' }, { accountTypeId: '11', availBalance: 50 }] };

describe('#12 commands whose answer API.md does not describe', () => {
  it.each([null, true, undefined, 'TX-1', 42])('a wallet transfer answered %j shows the wallets read after it', async (answer) => {
    const { api, requests } = apiWith((request) => (request.path.endsWith('GCS_walletTransfer') ? json({ success: true, value: answer }) : ok(WALLETS)));
    const wallets = await api.wallet.transfer({ amount: 10, fromAccountTypeId: '1', toAccountTypeId: '11' });
    expect(wallets.sumBalance).toBe(150);
    expect(wallets.balance.map((wallet) => wallet.availBalance)).toEqual([100, 50]);
    expect(requests.map((request) => request.path)).toEqual(['/wps/relay/GCS_walletTransfer', '/wps/v2/wallets/balance']);
  });

  it('a transfer that answers the wallets needs no second call', async () => {
    const { api, requests } = apiWith(() => ok(WALLETS));
    expect((await api.wallet.transfer({ amount: 10 })).sumBalance).toBe(150);
    expect(requests).toHaveLength(1);
  });

  it.each([null, true, 'ORD-7'])('recall to main answered %j reads the wallets', async (answer) => {
    const { api } = apiWith((request) => (request.path.endsWith('GCS_walletRecallAll') ? json({ success: true, value: answer }) : ok(WALLETS)));
    expect((await api.ledger.recallToMain()).sumBalance).toBe(150);
  });

  it.each([
    [null, ''],
    [true, ''],
    ['ORD-9', 'ORD-9'],
  ])('a transfer to a downline answered %j says the amount and recipient sent', async (answer, orderNo) => {
    const { api } = apiWith(() => json({ success: true, value: answer }));
    expect(await api.ledger.transferToDownline({ amount: 25, password: '123456', downline: 'kid01' })).toMatchObject({ orderNo, amount: 25, recipient: 'kid01' });
    expect(await api.ledger.transferToUpline({ amount: 30, password: '123456' })).toMatchObject({ orderNo, amount: 30 });
  });

  it.each([null, true, undefined, 'C-1'])('claims answered %j: no id required, the request names what was claimed', async (answer) => {
    const { api } = apiWith(() => json({ success: true, value: answer }));
    // the amount not said is not known (null), never "claimed 0"
    expect(await api.inbox.claimReward('R-5')).toMatchObject({ rewardId: 'R-5', amount: null });
    expect(await api.inbox.claimRebate({})).toMatchObject({ amount: null });
    expect(await api.missions.claimMission('M-1')).toMatchObject({ missionId: 'M-1', reward: null });
    expect(await api.missions.openRedEnvelope('E-1')).toMatchObject({ envelopeId: 'E-1', amount: null });
    expect(await api.promotions.claimPromotion('P-1')).toMatchObject({ promotionId: 'P-1' });
  });

  it('an application answered true shows the promotion as the list has it after', async () => {
    const listed = { list: [{ promotionId: 'P-1', title: 'Bono', status: 'APPLYING', comment: 'hola' }] };
    const { api, requests } = apiWith((request) => (request.path.endsWith('MCSFE_applyPromotion') ? json({ success: true, value: true }) : ok(listed)));
    expect(await api.promotions.applyPromotion({ promotionId: 'P-1', comment: 'hola' })).toMatchObject({ promotionId: 'P-1', title: 'Bono', status: 'applying' });
    expect(requests.map((request) => request.method)).toEqual(['POST', 'GET']);
  });

  it('an application answered with the promotion is read as it is', async () => {
    const { api, requests } = apiWith(() => ok({ promotionId: 7, title: 'Bono', status: 'SOMETHING_NEW' }));
    expect(await api.promotions.applyPromotion({ promotionId: '7', comment: 'c' })).toMatchObject({ promotionId: '7', title: 'Bono', status: 'process' });
    expect(requests).toHaveLength(1);
  });

  it.each([
    [{ token: 'T1', firstTimeLogin: 1 }, 'T1', true],
    ['T2', 'T2', false],
    [true, undefined, false],
    [null, undefined, false],
  ])('register / set-by-phone answered %j: token %j', (answer, token, first) => {
    const result = read(optionalLoginResultSchema, answer);
    expect(result.token).toBe(token);
    expect(result.firstTimeLogin).toBe(first);
  });

  it('forgot-by-email answered true or with the masked mail', () => {
    expect(read(passwordMailSentSchema, true).email).toBeUndefined();
    expect(read(passwordMailSentSchema, 'a***@b.com').email).toBe('a***@b.com');
    expect(read(passwordMailSentSchema, { email: 'a***@b.com' }).email).toBe('a***@b.com');
  });

  it('#22 the affiliate check answered true, false, null or an object', () => {
    expect(read(affiliateSchema, true).valid).toBe(true);
    expect(read(affiliateSchema, false).valid).toBe(false);
    expect(read(affiliateSchema, null).valid).toBeUndefined();
    expect(read(affiliateSchema, { valid: '1', agentId: 9 })).toMatchObject({ valid: true, agentId: '9' });
  });

  it('points results of any form', async () => {
    const { api } = apiWith(() => json({ success: true, value: true }));
    await expect(api.points.convert({ points: 10, password: '123456' })).resolves.toBeDefined();
  });
});

describe('#14 member info', () => {
  it('API.md\'s four fields alone sign in', () => {
    expect(read(memberInfoSchema, { id: 7, account: 'ana', nickname: 'Ana', type: '41' })).toMatchObject({ id: '7', account: 'ana', type: 41, hasVip: false });
  });

  it('chosen fields as numbers, times in ms', () => {
    const info = read(memberInfoSchema, { id: '7', account: 'ana', type: 0, registerTime: MS, lastLoginTime: String(MS), mobileNum: 5512345678, currency: 'MXN', vipLevel: '3' });
    expect(info).toMatchObject({ registerTime: ISO, lastLoginTime: ISO, mobileNum: '5512345678', currency: 'MXN', vipLevel: 3 });
  });

  it('an account type we do not know is "other": neither member, agent nor trial', () => {
    expect(read(memberInfoSchema, { id: 1, account: 'ana', type: 'VIP' }).type).toBe(UNKNOWN_ACCOUNT_TYPE);
    expect(read(memberInfoSchema, { id: 1, account: 'ana' }).type).toBe(UNKNOWN_ACCOUNT_TYPE);
  });

  it('still checks the identity field', () => {
    expect(z.safeParse(memberInfoSchema, { id: 1, account: '', type: 0 }).success).toBe(false);
  });
});

describe('#34 member icon', () => {
  it.each([
    ['https://x/a.png', 'https://x/a.png'],
    [{ iconUrl: 'https://x/b.png' }, 'https://x/b.png'],
    [null, ''],
    [undefined, ''],
    [true, ''],
  ])('%j reads as %j', (wire, url) => {
    expect(read(memberIconSchema, wire)).toBe(url);
  });
});

describe('#15 system status', () => {
  it('register entries that are not field objects are ignored, the status read', () => {
    const status = read(systemStatusValueSchema, {
      maintenance: 0,
      info: { register: { registerMethod: 'USERNAME', username: { acceptedPattern: '^[a-z]+$', minLength: '4' }, flags: [1, 2], password: { minLength: 'many' } }, imageCDNs: ['a', { url: 'b' }] },
    });
    expect(Object.keys(status.info.register)).toEqual(['username']);
    expect(status.info.register.username).toMatchObject({ minLength: 4, show: true });
    expect(status.info.imageCDNs).toEqual(['a']);
  });

  it.each([null, true, { info: null, location: 'x' }, { info: true }])('%j reads as a running site with nothing configured', (wire) => {
    const status = read(systemStatusValueSchema, wire);
    expect(status.maintenance).toBe(false);
    expect(status.info.register).toEqual({});
  });
});

describe('#16 #21 the transaction record', () => {
  const row = { txId: 1, txTypeName: 'deposit', amount: '1,000', txTimeInTimestamp: MS };
  it.each([
    ['bare', [row]],
    ['under list', { list: [row] }],
    ['under content', { content: [row], totalPages: 1 }],
    ['under records', { records: [row] }],
  ])('rows %s', (_, wire) => {
    const page = read(transactionRecordPageSchema, wire);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ txId: '1', amount: 1000, txTimeInTimestamp: MS });
    expect(page.totalCount).toBe(1);
  });

  it('a row without its txId is dropped, not the page', () => {
    expect(read(transactionRecordPageSchema, { list: [row, { amount: 5 }] }).list).toHaveLength(1);
  });
});

describe('#20 announcements', () => {
  it('the keyed response { banners, notice, popup, promotion } reads its notices and promotions', () => {
    const page = read(announcementPageSchema, {
      banners: [{ groupName: 'w_home' }],
      notice: [{ id: 1, title: 'Aviso', publishTime: MS }],
      promotion: [{ id: 2, title: 'Bono', promotionType: 5 }],
      popup: [{ id: 1, title: 'Aviso' }],
    });
    expect(page.items.map((item) => item.title)).toEqual(['Aviso', 'Bono']);
    expect(page.items[0]?.publishTime).toBe(ISO);
    expect(page.totalCount).toBe(2);
  });

  it.each([
    ['bare', [{ title: 'a' }]],
    ['list', { list: [{ title: 'a' }] }],
    ['content', { content: [{ title: 'a' }] }],
    ['records', { records: [{ title: 'a' }] }],
  ])('rows %s', (_, wire) => {
    expect(read(announcementPageSchema, wire).items).toHaveLength(1);
  });
});

describe('#21 rows without their chosen id are dropped, the list kept', () => {
  it('inbox, rewards, claims, raffles, missions, promotions, live cam', () => {
    expect(read(inboxPageSchema, { list: [{ id: 1, title: 'a', sentTime: MS }, { title: 'no id' }] }).items).toEqual([{ id: '1', title: 'a', content: '', sentTime: ISO, read: false }]);
    expect(read(rewardListSchema, [{ rewardId: 'r1' }, { title: 'no id' }])).toHaveLength(1);
    expect(read(rewardClaimPageSchema, { records: [{ claimId: 'c1' }, { rewardId: 'r1' }] }).items).toHaveLength(1);
    expect(read(raffleStatusListSchema, { list: [{ raffleId: 1 }, { month: '2026-11' }] })).toHaveLength(1);
    expect(read(missionListSchema, [{ missionId: 'm1', status: 'BRAND_NEW' }, { title: 'x' }])).toMatchObject([{ missionId: 'm1', status: 'IN_PROGRESS' }]);
    expect(read(promotionListSchema, { list: [{ promotionId: 3, status: 'NEW_KIND' }, { title: 'x' }] }).promotions).toMatchObject([{ promotionId: '3', status: 'process' }]);
    expect(read(liveCamModelsSchema, { list: [{ modelId: 1, name: 'a' }, { name: 'b' }] })).toHaveLength(1);
  });
});

describe('the rebate by product type', () => {
  it.each([
    ['rows under list', { list: [{ gameType: 'LIVE', validBet: 100, rate: 1, amount: 1 }, { gameType: 'RNG', validBet: 50, rate: 2, amount: 1 }], total: 2 }],
    ['bare rows', [{ gameType: 'LIVE', validBet: 100, rate: 1, amount: 1 }, { gameType: 'RNG', validBet: 50, rate: 2, amount: 1 }]],
    ['a map keyed by product type', { LIVE: { validBet: 100, rate: 1, amount: 1 }, RNG: { validBet: 50, rate: 2, amount: 1 } }],
    ['a map under list', { list: { LIVE: { validBet: 100, rate: 1, amount: 1 }, RNG: { validBet: 50, rate: 2, amount: 1 } } }],
  ])('%s', (_, wire) => {
    const rebate = read(rebateAvailableSchema, wire);
    expect(rebate.list.map((row) => row.gameType)).toEqual(['LIVE', 'RNG']);
    expect(rebate.total).toBe(2);
  });

  it('a map of amounts, its since in ms', () => {
    expect(read(rebateAvailableSchema, { LIVE: '1,250.5', since: MS })).toEqual({ list: [{ gameType: 'LIVE', validBet: 0, rate: 0, amount: 1250.5 }], total: 1250.5, since: ISO });
  });

  it.each([null, true, {}])('%j: nothing to claim', (wire) => {
    expect(read(rebateAvailableSchema, wire)).toMatchObject({ list: [], total: 0 });
  });
});

describe('#8 the security config', () => {
  it("API.md's items at the top level, without `items`", () => {
    const config = read(securityConfigSchema, {
      paymentPassword: { enabled: true, isComplete: true },
      securityQuestions: { enabled: true, isComplete: false, status: 'P' },
      mobileVerified: { enabled: 1, isComplete: '0' },
      idVerification: { enabled: true, isComplete: false },
      authenticator: { enabled: true, isComplete: false },
    });
    expect(config.items.paymentPassword).toMatchObject({ enabled: true, isComplete: true });
    expect(config.items.mobileVerified).toMatchObject({ enabled: true, isComplete: false });
    expect(config.items.securityQuestions).toMatchObject({ enabled: true, status: 'P' });
    expect(config.items.idVerification).toMatchObject({ enabled: true, isComplete: false });
    // ours, not named: off
    expect(config.items.loginPassword).toMatchObject({ enabled: false, isComplete: false });
  });

  it('under `items`, in other spellings, an item as a bare flag', () => {
    const config = read(securityConfigSchema, { account: 'ana', items: { PAYMENT_PASSWORD: true, mobile_verified: { enabled: true, isComplete: true } } });
    expect(config.items.paymentPassword).toMatchObject({ enabled: true, isComplete: true });
    expect(config.items.mobileVerified.isComplete).toBe(true);
    expect(config.account).toBe('ana');
  });

  it('the masked mobile and e-mail are not items', () => {
    const config = read(securityConfigSchema, { mobile: '55****78', email: 'a***@b.com' });
    expect(config).toMatchObject({ mobile: '55****78', email: 'a***@b.com' });
    expect(config.items.mobileVerified.enabled).toBe(false);
  });
});

describe('#31 responsible gaming', () => {
  const state = { limits: [{ period: 'day', amount: 100 }, { period: 'FORTNIGHT', amount: 5 }], coolOffDays: [1, '7', 'x'], serverTime: MS };
  it('a limit of a period we do not know is dropped; periods in any case; days as numeric text', () => {
    const read1 = read(responsibleGamingSchema, state);
    expect(read1.limits.map((limit) => limit.period)).toEqual(['DAY']);
    expect(read1.coolOffDays).toEqual([1, 7]);
    expect(read1.serverTime).toBe(ISO);
  });

  it('an unknown change is read from the state', () => {
    expect(read(depositLimitChangeSchema, { change: 'scheduled', state: { limits: [{ period: 'WEEK', pending: { amount: 50, effectiveAt: MS } }] } }).change).toBe('pending');
    expect(read(depositLimitChangeSchema, { change: 'done', state }).change).toBe('applied');
    expect(read(depositLimitChangeSchema, { change: 'PENDING', state }).change).toBe('pending');
  });
});

describe('#33 the envelope message', () => {
  it.each([
    [{ text: 'x' }, null],
    [['a'], null],
    [404, '404'],
    [true, null],
  ])('a message %j does not make the envelope unreadable', async (message, shown) => {
    const { api } = apiWith(() => json({ success: false, errorCode: 'balance.insufficient', message, value: null }));
    const error = await api.wallet.getBalance().catch((reason: unknown) => reason);
    expect(error).toMatchObject({ kind: 'envelope', errorCode: 'balance.insufficient', serverMessage: shown });
  });

  it('a successful envelope with such a message is read', async () => {
    const { api } = apiWith(() => json({ success: true, message: { text: 'ok' }, value: WALLETS }));
    expect((await api.wallet.getBalance()).sumBalance).toBe(150);
  });
});

describe('#19 #21 articles (routes of ours)', () => {
  it('rows bare or wrapped, times in ms, an article without an id still read by its slug, an unreadable one left out', async () => {
    const { articlePageSchema } = await import('../../../src/api/articles');
    const page = read(articlePageSchema, { content: [{ slug: 'a', title: 'A', publishTime: MS }, { id: 2, slug: 'b', title: { no: 'text' } }], pageNum: 1 });
    expect(page.articles).toMatchObject([{ id: '', slug: 'a', publishTime: ISO }]);
    expect(read(articlePageSchema, [{ id: 3, slug: 'c' }]).articles).toHaveLength(1);
  });
});
