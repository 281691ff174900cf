/**
 * Requests as API.md names them (docs/api-audit.md #6, #7, #9, #10, #11, #28):
 * every call API.md (or SPEC.md §7 where API.md is silent) gives a path, method or encryption goes
 * out exactly so; the affiliate-link commands are GETs with their fields in the query and never
 * repeated; the HOT/NEW filters do not show every game on a platform that ignores them.
 */
import { describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteId } from '../../../src/api/routes';
import { type PayloadCipher } from '../../../src/api/index';
import { createPlatformApi } from './platform-api';
import { keepFlagged } from '../../../src/api/games';
import { gameListSchema } from '../../../src/api/schemas';
import { fail, fakeFetch, ok, type Handler } from './fakePlatform';

const RELAY = '/wps/relay/';
const PW = '/wps/relay/passwordCheck/';

/** API.md's named calls: [route, method, path, encrypted]. "Further calls" are GET unless marked; pw = passwordCheck, encrypted. */
const NAMED: readonly (readonly [RouteId, 'GET' | 'POST' | 'PUT' | 'DELETE', string, boolean])[] = [
  // "Calls" table
  ['rsaKey', 'GET', '/wps/session/key/rsa', false],
  ['login', 'POST', '/wps/session/login', true],
  ['loginVerification', 'POST', '/wps/session/login/verification', true],
  ['freePlayLogin', 'POST', '/wps/session/login/freeplay', false],
  ['logout', 'DELETE', '/wps/session/logout', false],
  ['memberInfo', 'GET', '/wps/member/info', false],
  ['memberIcon', 'GET', '/wps/member/info/icon', false],
  ['register', 'PUT', '/wps/member/register', true],
  ['registerMobile', 'PUT', '/wps/member/register/mobile', true],
  ['changePassword', 'POST', '/wps/member/password', true],
  ['forgotPasswordEmail', 'POST', '/wps/member/password/email', false],
  ['setPasswordByPhone', 'POST', '/wps/member/password/verification', true],
  ['smsNoLogin', 'POST', '/wps/verification/sms/noLogin', false],
  ['smsRegister', 'POST', '/wps/verification/sms/register', false],
  ['captcha', 'GET', '/wps/captcha', false],
  ['affiliate', 'GET', '/wps/agent/affiliate', false],
  ['systemStatus', 'GET', '/wps/system/status', false],
  ['whitelabel', 'GET', '/wps/system/whitelabel', false],
  ['registerSettings', 'GET', '/wps/system/setting/register', false],
  ['domainRoute', 'GET', '/wps/system/domainRoute', false],
  ['helpCenter', 'GET', '/wps/system/helpCenter', false],
  ['countries', 'GET', '/wps/system/country', false],
  ['feedback', 'PUT', '/wps/feedback', false],
  ['balance', 'GET', '/wps/v2/wallets/balance', false],
  ['consolidatedFunds', 'GET', '/wps/member/info/funds/consolidated', false],
  ['walletTransfer', 'POST', `${RELAY}GCS_walletTransfer`, false],
  ['merchantWallet', 'GET', `${RELAY}GCS_merchantWallet`, false],
  ['gameMenus', 'GET', '/lgw/games/game_menus', false],
  ['gameList', 'GET', `${RELAY}GCSGAME_gameList`, false],
  ['hotGames', 'GET', `${RELAY}GCSGAME_hotGamesV2`, false],
  ['vendors', 'GET', `${RELAY}GCSGAME_newGameVendor`, false],
  ['recentGames', 'GET', `${RELAY}GCS_recentGame`, false],
  ['favouriteIds', 'GET', `${RELAY}MCSFE_getFavoriteGames`, false],
  ['favouriteList', 'GET', `${RELAY}MCSFE_getFavoriteGamesList`, false],
  ['addFavourite', 'POST', `${RELAY}MCSFE_addFavoriteGameV2`, false],
  ['removeFavourite', 'DELETE', `${RELAY}MCSFE_removeFavoriteGameV2`, false],
  ['announcements', 'GET', `${RELAY}MCSFE_getListAnnouncements`, false],
  ['winnerBoard', 'GET', `${RELAY}ODSFE2_getWinnerBoard`, false],
  ['launchGame', 'GET', '/wps/game/launchGame', false],
  ['contractDividend', 'GET', `${RELAY}MCSFE_processContractDividend`, false],
  ['contractDailySalary', 'GET', `${RELAY}MCSFE_processDailySalaryContract`, false],
  ['contractHourSalary', 'POST', `${RELAY}MCSFE_processContractHourSalary`, false],
  ['contractRealTimeSalary', 'POST', `${RELAY}MCSFE_processRealTimeSalaryContract`, false],
  // "Further calls"
  ['depositSettings', 'GET', `${RELAY}MCSFE_getDepositSettings`, false],
  ['depositByLaunchUrl', 'POST', `${RELAY}MCSFE_depositByLaunchUrl`, false],
  ['depositByQRImageUrl', 'POST', `${RELAY}MCSFE_depositByQRImageUrl`, false],
  ['withdrawSettings', 'GET', `${RELAY}MCSFE_getWithdrawSettings`, false],
  // named bare, without a service prefix (#10)
  ['turnoverInfo', 'GET', `${RELAY}getTurnoverInfo`, false],
  ['paymentConfirmationList', 'GET', `${RELAY}MCSFE_getPaymentConfirmationList`, false],
  ['processC2CTransaction', 'POST', `${RELAY}MCSFE_processC2CTransaction`, false],
  ['securityConfig', 'GET', '/wps/v2/member/securityConfig', false],
  // #11
  ['unreadMessageCount', 'GET', `${RELAY}CSP_unreadCount`, false],
  ['inboxList', 'GET', `${RELAY}CSP_getInbox`, false],
  ['rewardsAvailable', 'GET', `${RELAY}MCSFE_getAvailablePromotions`, false],
  ['rewardClaims', 'GET', `${RELAY}MCS2_getPromotionClaimList`, false],
  // #7: POST as SPEC.md §7 marks it ("raffle promotion claim (POST)")
  ['raffleClaim', 'POST', `${RELAY}MCSFE_claimRafflePromotion`, false],
  ['raffleStatus', 'GET', `${RELAY}MCSFE_getRafflePromotionStatus`, false],
  ['rebateAvailable', 'GET', `${RELAY}MCSFE_getCustomerRebateSettingByProductType`, false],
  ['referralDetails', 'GET', `${RELAY}MCSFE_getReferralDetails`, false],
  ['vipProgress', 'GET', `${RELAY}MCSFE_getPlayerRankProgress`, false],
  // #6: the points mall
  ['pointsBalance', 'GET', `${RELAY}MCSFE_getPointBalance`, false],
  ['pointsReward', 'GET', `${RELAY}MCSFE_getPointReward`, false],
  ['pointsConfig', 'GET', `${RELAY}MCSFE_getPointConfig`, false],
  ['pointsRedeemList', 'GET', `${RELAY}MCSFE_getRedeemPointList`, false],
  ['pointsRedeem', 'POST', `${PW}MCSFE_redeemPointReward`, true],
  ['pointsConvert', 'POST', `${PW}MCSFE_convertPoint`, true],
  ['chatUnreadCount', 'GET', `${RELAY}CBS_unreadCount`, false],
  ['launchChat', 'GET', `${RELAY}CBS_launchChat`, false],
  ['liveCamModels', 'GET', `${RELAY}CBS_modelList`, false],
  ['createDownline', 'POST', '/wps/agent/downline', true],
  // #9: unmarked, so GETs
  ['createAffiliateUrl', 'GET', `${RELAY}MCSFE_createAffiliateUrl`, false],
  ['viewAffiliateUrls', 'GET', `${RELAY}MCSFE_viewAffiliateUrls`, false],
  ['deleteAffiliateUrl', 'GET', `${RELAY}MCSFE_deleteAffiliateUrl`, false],
  ['teamOverview', 'GET', `${RELAY}ODSFE2_getTeamOverviewSum`, false],
];

describe('the route table names every call API.md names as API.md does', () => {
  it.each(NAMED)('%s: %s %s', (routeId, method, path, encrypted) => {
    const route = ROUTES[routeId];
    expect({ method: route.method, path: route.path, encrypted: 'encrypted' in route && route.encrypted === true }).toEqual({ method, path, encrypted });
  });

  it('sends an encrypted body only with X-Gateway-Version 3 (API.md "Headers")', () => {
    for (const [routeId, route] of Object.entries(ROUTES)) {
      if ('encrypted' in route && route.encrypted) expect('gatewayV3' in route && route.gatewayV3, routeId).toBe(true);
    }
  });
});

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

describe('affiliate links: GETs with their fields in the query (#9)', () => {
  it('creates a link with memberType, remark and the key in the query, and no body', async () => {
    const { api, requests } = apiWith(() => ok({ id: 'link-1', code: 'L1', memberType: 'AGENT', remark: 'feria' }));
    await api.agent.createAffiliateUrl({ memberType: 'AGENT', remark: 'feria', idempotencyKey: 'key-12345678' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/wps/relay/MCSFE_createAffiliateUrl', body: null });
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({ memberType: 'AGENT', remark: 'feria', idempotencyKey: 'key-12345678' });
  });

  it('deletes a link by the id in the query', async () => {
    const { api, requests } = apiWith(() => ok({ id: 'link-1' }));
    await api.agent.deleteAffiliateUrl('link-1');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/wps/relay/MCSFE_deleteAffiliateUrl', body: null });
    expect(requests[0]?.query.get('id')).toBe('link-1');
  });

  it.each([
    ['create', (api: ReturnType<typeof apiWith>['api']) => api.agent.createAffiliateUrl({ memberType: 'MEMBER' })],
    ['delete', (api: ReturnType<typeof apiWith>['api']) => api.agent.deleteAffiliateUrl('link-1')],
  ])('never repeats a %s whose answer failed (a GET that changes something)', async (_name, call) => {
    const { api, requests } = apiWith(() => fail('system.busy', { status: 503 }));
    await expect(call(api)).rejects.toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('still repeats the list read after a 5xx (an idempotent GET)', async () => {
    const { api, requests } = apiWith(() => fail('system.busy', { status: 503 }));
    await expect(api.agent.viewAffiliateUrls()).rejects.toBeTruthy();
    expect(requests.length).toBeGreaterThan(1);
  });
});

describe('raffle claim (#7)', () => {
  it('posts the raffle to MCSFE_claimRafflePromotion and reads an answer without a prize', async () => {
    const { api, requests } = apiWith(() => ok({ raffleId: 'june' }));
    await expect(api.content.claimRaffle({ raffleId: 'june' })).resolves.toEqual({ raffleId: 'june' });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion' });
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ raffleId: 'june' });
  });

  it.each([[{ raffleId: 'june', prize: 12.5 }], [{ raffleId: 'june', prize: '12.5' }]])('reads the prize when it is there: %j', async (value) => {
    const { api } = apiWith(() => ok(value));
    await expect(api.content.claimRaffle({ raffleId: 'june' })).resolves.toEqual({ raffleId: 'june', prize: 12.5 });
  });
});

describe('points mall redeem and convert: pw calls, encrypted (#6)', () => {
  it('redeems and converts through passwordCheck with the payload sealed', async () => {
    const { api, requests } = apiWith(() => ok({}));
    await api.points.redeem({ itemId: 'reward-1', quantity: 1, password: '246810' });
    await api.points.convert({ points: 1000, password: '246810' });
    expect(requests.map((request) => [request.method, request.path, request.headers.get('Encryption'), request.headers.get('X-Gateway-Version')])).toEqual([
      ['POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', 'wrapped', '3'],
      ['POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', 'wrapped', '3'],
    ]);
  });
});

describe('HOT and NEW on a platform that ignores isHot / isNew (#28)', () => {
  const game = (nodeId: string, flags: { isHot?: unknown; isNew?: unknown } = {}) => ({ nodeId, vassalage: 'PG', gameType: 'RNG', ...flags });
  const page = (games: unknown[]) => gameListSchema.parse({ games, totalPages: 1, totalCount: games.length });
  const ids = (list: { games: readonly { nodeId: string }[] }) => list.games.map((entry) => entry.nodeId);

  it('keeps only the games flagged hot when the platform answered every game (flags as 1, "1", true)', () => {
    const list = page([game('a', { isHot: 1 }), game('b', { isHot: 0 }), game('c', { isHot: '1' }), game('d'), game('e', { isHot: true })]);
    expect(ids(keepFlagged(list, { isHot: 1 }))).toEqual(['a', 'c', 'e']);
  });

  it('keeps only the new games under NEW', () => {
    const list = page([game('a', { isNew: 0 }), game('b', { isNew: 1 }), game('c', { isHot: 1 })]);
    expect(ids(keepFlagged(list, { isNew: 1 }))).toEqual(['b']);
  });

  it('leaves a page whose games carry no flag as answered (the platform filtered, or there is nothing to go by)', () => {
    const list = page([game('a'), game('b')]);
    expect(ids(keepFlagged(list, { isHot: 1 }))).toEqual(['a', 'b']);
    expect(ids(keepFlagged(list, { isNew: 1 }))).toEqual(['a', 'b']);
  });

  it('changes nothing without a filter', () => {
    const list = page([game('a', { isHot: 1 }), game('b')]);
    expect(keepFlagged(list, {})).toBe(list);
  });

  it('filters the game list call itself', async () => {
    const { api, requests } = apiWith(() => ok({ games: [game('a', { isHot: 1 }), game('b'), game('c', { isHot: 'Y' })], totalPages: 1, totalCount: 3 }));
    const list = await api.games.getGameList({ gameType: 'RNG', isHot: 1 });
    expect(requests[0]?.query.get('isHot')).toBe('1');
    expect(ids(list)).toEqual(['a', 'c']);
  });
});

describe('the favourite list keeps the token out of the URL (#29)', () => {
  it('sends it in the Authorization header only', async () => {
    const { api, requests } = apiWith(() => ok({ content: [], pageNum: 1, totalPages: 0 }));
    await api.games.getFavouriteList();
    expect(requests[0]?.query.has('token')).toBe(false);
    expect(requests[0]?.url).not.toContain('tok');
    expect(requests[0]?.headers.get('Authorization')).toBe('tok');
  });
});
