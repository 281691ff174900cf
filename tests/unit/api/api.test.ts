import { describe, expect, it, vi } from 'vitest';
import { ROUTE_IDS, ROUTES, type RouteId } from '../../../src/api/routes';
import { PlatformError, readCaptchaFlag, readLoginVerificationMethods, type PayloadCipher } from '../../../src/api/index';
import { createPlatformApi, type PlatformApi, type PlatformApiConfig } from './platform-api';
import { fail, fakeFetch, ok, type Handler } from './fakePlatform';

/** Encryption has its own tests (crypto.test.ts); here a stand-in keeps the payload readable. */
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

const DEPOSIT = { channelId: 'bank-bbva', amount: 100, bankCode: 'BBVA', bankType: 'B', vendorId: 'OFFLINE', idempotencyKey: 'k1' };

/** Every route, the adapter function that calls it, and a minimal value it accepts. */
const EVERY_CALL: Record<RouteId, { call: (api: PlatformApi) => Promise<unknown>; value: unknown }> = {
  rsaKey: { call: (api) => api.session.getEncryptionKey(), value: { alg: 'RSA-OAEP-256+A256GCM', publicKey: 'AAAA' } },
  login: { call: (api) => api.session.login({ type: 'username', username: 'a', password: 'b' }), value: { token: 't' } },
  loginVerification: {
    call: (api) =>
      api.session.verifyLogin({ type: 'username', username: 'a', password: 'b', verifyMethod: 'EMAIL', verifyCode: '1' }),
    value: { token: 't' },
  },
  freePlayLogin: { call: (api) => api.session.freePlayLogin(), value: { token: 't' } },
  logout: { call: (api) => api.session.logout(), value: null },
  captcha: { call: (api) => api.session.getCaptcha(), value: 'iVBORw0KGgo=' },
  smsNoLogin: { call: (api) => api.session.sendSmsCode({ mobileNum: '600', countryDialingCode: '34' }), value: { expiredMinutes: 2 } },
  smsRegister: { call: (api) => api.session.sendRegisterSmsCode({ mobileNo: '600', countryDialingCode: '34' }), value: null },
  smsRegisterMobile: { call: (api) => api.session.sendRegisterMobileSmsCode({ mobileNo: '600', countryDialingCode: '34' }), value: {} },
  memberInfo: { call: (api) => api.member.getInfo(), value: { id: 1, account: 'ana', nickname: 'A', type: 0 } },
  memberIcon: { call: (api) => api.member.getIcon(), value: 'https://img/a.png' },
  register: { call: (api) => api.member.register({ username: 'a', password: 'b', confirmPassword: 'b' }), value: { token: 't' } },
  registerMobile: {
    call: (api) => api.member.registerByMobile({ username: 'a', password: 'b', confirmPassword: 'b', mobileNum: '6', countryDialingCode: '34' }),
    value: null,
  },
  changePassword: { call: (api) => api.member.changePassword({ newPassword: 'n', confirmNewPassword: 'n' }), value: null },
  forgotPasswordEmail: { call: (api) => api.member.forgotPasswordByEmail({ username: 'a', email: 'a@b.c' }), value: null },
  setPasswordByPhone: {
    call: (api) => api.member.setPasswordByPhone({ mobileNum: '6', verificationCode: '1', newPassword: 'n' }),
    value: { token: 't' },
  },
  firstLoginAction: { call: (api) => api.member.firstLoginAction(), value: null },
  updateLanguage: { call: (api) => api.member.updateLanguage('en'), value: null },
  unreadMessageCount: { call: (api) => api.member.getUnreadMessageCount(), value: '3' },
  affiliate: { call: (api) => api.member.checkAffiliate({ code: 'AFF', domain: 'x.test' }), value: { valid: true } },
  feedback: { call: (api) => api.member.sendFeedback({ content: 'hola' }), value: null },
  systemStatus: { call: (api) => api.system.getStatus(), value: {} },
  whitelabel: { call: (api) => api.system.getWhitelabel(), value: [] },
  registerSettings: { call: (api) => api.system.getRegisterSettings(), value: {} },
  domainRoute: { call: (api) => api.system.getDomainRoute(), value: ['a.test'] },
  helpCenter: { call: (api) => api.system.getHelpCenter(), value: [] },
  countries: { call: (api) => api.system.getCountries(), value: [{ countryCode: 'ES', countryDialingCode: 34 }] },
  articleList: { call: (api) => api.articles.getArticles({ kind: 'BLOG', page: 1, lang: 'es' }), value: { list: [{ id: 1, slug: 'a', title: 'A' }], pageNum: 1, totalPages: 1, totalCount: 1 } },
  article: { call: (api) => api.articles.getArticle({ kind: 'NEWS', slug: 'a', lang: 'en' }), value: { id: 'news-1', slug: 'a', title: 'A', content: '<p>x</p>' } },
  balance: { call: (api) => api.wallet.getBalance(), value: {} },
  consolidatedFunds: { call: (api) => api.wallet.getConsolidatedFunds(), value: null },
  walletTransfer: { call: (api) => api.wallet.transfer({ amount: 5 }), value: { sumBalance: 5, balance: [] } },
  merchantWallet: { call: (api) => api.wallet.getMerchantWallet(), value: { isSingle: 1 } },
  transactionDetail: { call: (api) => api.wallet.getTransactionDetail(), value: [] },
  // deposit
  depositSettings: { call: (api) => api.deposit.getSettings(), value: { allowDeposit: 1, channels: null } },
  depositByBankTransfer: { call: (api) => api.deposit.depositByBankTransfer(DEPOSIT), value: { orderNo: 'D1', kind: 'BANK', status: 'PENDING' } },
  depositByLaunchUrl: { call: (api) => api.deposit.depositByLaunchUrl(DEPOSIT), value: { orderNo: 'D1', kind: 'EWALLET', status: 'PENDING', redirectUrl: 'https://pay.example/x' } },
  depositByQRImageUrl: { call: (api) => api.deposit.depositByQRImageUrl(DEPOSIT), value: { orderNo: 'D1', kind: 'QR', status: 'PENDING', qrImageUrl: 'data:image/svg+xml;base64,AA==' } },
  depositRecords: { call: (api) => api.deposit.getRecords(), value: [] },
  cancelDeposit: { call: (api) => api.deposit.cancel('D1'), value: { orderNo: 'D1', kind: 'BANK', status: 'CANCELLED' } },
  gameMenus: { call: (api) => api.games.getGameMenus(), value: [] },
  gameType: { call: (api) => api.games.getGameType({ gameType: 'RNG' }), value: 'RNG' },
  pvpRooms: { call: (api) => api.games.getPvpRooms(), value: null },
  gameList: { call: (api) => api.games.getGameList(), value: {} },
  hotGames: { call: (api) => api.games.getHotGames(), value: { list: [] } },
  vendors: { call: (api) => api.games.getVendors(), value: { data: { lanes: [] } } },
  recentGames: { call: (api) => api.games.getRecentGames(), value: {} },
  favouriteIds: { call: (api) => api.games.getFavouriteIds(), value: [] },
  favouriteList: { call: (api) => api.games.getFavouriteList(), value: {} },
  addFavourite: { call: (api) => api.games.addFavourite({ nodeId: '1', vendor: 'PG', gameType: 'RNG' }), value: null },
  removeFavourite: { call: (api) => api.games.removeFavourite({ nodeId: '1', vendor: 'PG', gameType: 'RNG' }), value: null },
  launchGame: { call: (api) => api.games.launchGame({ gameType: 'RNG', vassalage: 'PG' }), value: { content: { game_url: 'https://g' } } },
  announcements: { call: (api) => api.content.getAnnouncements(), value: { list: [], totalPages: 0 } },
  notices: { call: (api) => api.content.getNotices(), value: {} },
  winnerBoard: { call: (api) => api.content.getWinnerBoard(), value: { list: [] } },
  raffleClaim: { call: (api) => api.content.claimRaffle({ raffleId: 'june' }), value: { raffleId: 'june', prize: 12.5 } },
  chatUnreadCount: { call: (api) => api.content.getChatUnreadCount(), value: { count: 2 } },
  launchChat: { call: (api) => api.content.launchChat({ modelId: 'm' }), value: { chatUrl: 'https://chat' } },
  liveCamModels: { call: (api) => api.content.getLiveCamModels(), value: [] },
  pointsBalance: { call: (api) => api.points.getBalance(), value: { points: '120' } },
  pointsReward: { call: (api) => api.points.getRewards(), value: [] },
  pointsConfig: { call: (api) => api.points.getConfig(), value: {} },
  pointsRedeem: { call: (api) => api.points.redeem({ itemId: 'r', quantity: 1, password: 'p' }), value: {} },
  pointsRedeemList: { call: (api) => api.points.getRedeemList(), value: { content: [] } },
  pointsConvert: { call: (api) => api.points.convert({ points: 100, password: 'p' }), value: {} },
  pointsDetails: { call: (api) => api.points.getDetails(), value: { list: [] } },
  pointsBalanceHistory: { call: (api) => api.points.getBalanceHistory(), value: { list: [] } },
  contractDividend: { call: (api) => api.agent.processDividendContract(), value: {} },
  contractDailySalary: { call: (api) => api.agent.processDailySalaryContract(), value: {} },
  contractHourSalary: { call: (api) => api.agent.processHourSalaryContract(), value: {} },
  contractRealTimeSalary: { call: (api) => api.agent.processRealTimeSalaryContract(), value: {} },
  teamOverview: { call: (api) => api.agent.getTeamOverview(), value: {} },
  downlineList: { call: (api) => api.agent.getDownlineList({ keyword: 'gm' }), value: {} },
  teamBetting: { call: (api) => api.agent.getTeamBetting({ timeType: 'SETTLE' }), value: {} },
  teamProfitLoss: { call: (api) => api.agent.getTeamProfitLoss(), value: {} },
  downlineTransactions: { call: (api) => api.agent.getDownlineTransactions(), value: {} },
  contractPayouts: { call: (api) => api.agent.getContractPayouts(), value: {} },
  createDownline: { call: (api) => api.agent.createDownline({ username: 'sub1', password: 'Abc12345', accountType: 'MEMBER' }), value: { account: 'sub1' } },
  createAffiliateUrl: { call: (api) => api.agent.createAffiliateUrl({ memberType: 'MEMBER' }), value: {} },
  viewAffiliateUrls: { call: (api) => api.agent.viewAffiliateUrls(), value: [] },
  deleteAffiliateUrl: { call: (api) => api.agent.deleteAffiliateUrl('link-1'), value: null },
  lotteryGameMenu: { call: (api) => api.lottery.getGameMenu(), value: { gameMenus: [] } },
  lotteryRecentResults: { call: (api) => api.lottery.getRecentResults({ gameCode: 'VN' }), value: [] },
  lotteryOpenedNumero: { call: (api) => api.lottery.getOpenedNumero({ gameCode: 'VN' }), value: { current: { numero: '20250601-001' }, last: null } },
  lotteryVnNumero: { call: (api) => api.lottery.getVnNumero({ gameCode: 'VN' }), value: { list: [{ numero: 20250601 }] } },
  lotteryMissionSummary: { call: (api) => api.lottery.getMissionSummary(), value: {} },
  lotteryMissionLeaderboard: { call: (api) => api.lottery.getMissionLeaderboard(), value: [] },
  // ledger
  transactionRecord: { call: (api) => api.ledger.getTransactionRecord({ startTime: 0, endTime: 1, page: 1 }), value: { list: [] } },
  walletRecall: { call: (api) => api.ledger.recallToMain(), value: { sumBalance: 1, balance: [] } },
  transferTargets: { call: (api) => api.ledger.getTransferTargets(), value: { upline: null, downlines: [] } },
  transferToUpline: { call: (api) => api.ledger.transferToUpline({ amount: 1, password: 'p' }), value: { orderNo: 'T1' } },
  transferToDownline: { call: (api) => api.ledger.transferToDownline({ amount: 1, password: 'p', downline: 'd' }), value: { orderNo: 'T1' } },
  // withdraw
  withdrawSettings: { call: (api) => api.withdraw.getSettings(), value: { allowWithdraw: true, minWithdrawal: '100', fixedWithdrawAmounts: null } },
  withdrawAccounts: { call: (api) => api.withdraw.getAccounts(), value: { groups: [{ type: 'B', banks: [], accounts: null }] } },
  bindWithdrawAccount: { call: (api) => api.withdraw.bindAccount({ groupType: 'B', bankCode: 'BBVA', cardNumber: '4152313800001111', cardHolder: 'A B' }), value: { bankCardId: 'c1' } },
  withdrawFeePreview: { call: (api) => api.withdraw.previewFee(500), value: { amount: 500, fee: 7.5, received: 492.5, feeRate: 1.5 } },
  turnoverInfo: { call: (api) => api.withdraw.getTurnover(), value: { status: 'A', list: null } },
  withdraw: { call: (api) => api.withdraw.withdraw({ amount: 500, bankCardId: 'c1', password: '246810', idempotencyKey: 'key-12345678' }), value: { orderNo: 'WD1', amount: 500, status: 'PENDING', parts: [] } },
  setPaymentPassword: { call: (api) => api.withdraw.setPaymentPassword({ paymentPassword: '135790', confirmPaymentPassword: '135790' }), value: { paymentPasswordSet: true } },
  withdrawRecords: { call: (api) => api.withdraw.getRecords(), value: { list: [{ orderNo: 'WD1', amount: 500, status: 'PENDING', parts: [] }], totalCount: 1 } },
  cancelWithdraw: { call: (api) => api.withdraw.cancel('WD1'), value: { orderNo: 'WD1', amount: 500, status: 'PENDING', parts: [] } },
  paymentConfirmationList: { call: (api) => api.withdraw.getConfirmations(), value: { list: [] } },
  processC2CTransaction: { call: (api) => api.withdraw.processC2C({ partId: 'p1', action: 'RECEIVED' }), value: { orderNo: 'WD1', amount: 500, status: 'PENDING', parts: [] } },
  lotteryLobbyLaunch: {
    call: (api) => api.lottery.launchLobby({ lottoPrizeMode: 'LOTT', lottoView: 'lobby' }),
    value: { content: { game_url: 'https://lott' } },
  },
  memberBadges: { call: (api) => api.memberCentre.getBadges(), value: { unreadMessages: '2', missions: 1 } },
  // security centre
  securityConfig: { call: (api) => api.security.getConfig(), value: { memberId: 1, account: 'm', items: { paymentPassword: { enabled: '1', isComplete: 0 } } } },
  securityCode: { call: (api) => api.security.sendCode({ channel: 'SMS', purpose: 'VERIFY_CONTACT' }), value: { expiredMinutes: '1', sentTo: '55****01' } },
  verifyContact: { call: (api) => api.security.verifyContact({ channel: 'EMAIL', verificationCode: '123456' }), value: { done: true } },
  changePaymentPassword: { call: (api) => api.security.changePaymentPassword({ oldPassword: '246810', newPassword: '135790', confirmPassword: '135790' }), value: { done: true } },
  resetPaymentPassword: { call: (api) => api.security.resetPaymentPassword({ verificationCode: '123456', newPassword: '135790', confirmPassword: '135790' }), value: { done: true } },
  authenticatorSecret: { call: (api) => api.security.issueAuthenticatorSecret(), value: { secret: 'ABC', otpauthUrl: 'otpauth://totp/x' } },
  bindAuthenticator: { call: (api) => api.security.bindAuthenticator('123456'), value: { done: true } },
  unbindAuthenticator: { call: (api) => api.security.unbindAuthenticator('123456'), value: { done: true } },
  unbindWithdrawAccount: { call: (api) => api.security.unbindPayoutAccount('c1'), value: { bankCardId: 'c1' } },
  memberBettingRecord: { call: (api) => api.records.getBettingRecord({ startTime: 0, endTime: 1, timeType: 'SETTLE' }), value: {} },
  memberProfit: { call: (api) => api.records.getPersonalProfit({ startTime: 0, endTime: 1, period: 'WEEK', tzOffset: 0 }), value: {} },
  memberBonus: { call: (api) => api.records.getBonusDetails({ startTime: 0, endTime: 1, period: 'MONTH', tzOffset: 0 }), value: {} },
  inboxList: { call: (api) => api.inbox.getMessages({ pageNo: 1, pageSize: 10 }), value: { list: [{ id: 1, title: 'Hi', content: '<p>x</p>', sentTime: '2025-01-01T00:00:00Z', read: false }], unread: '1' } },
  inboxRead: { call: (api) => api.inbox.markRead('m1'), value: { id: 'm1', unread: 0 } },
  inboxDelete: { call: (api) => api.inbox.deleteMessages(['m1']), value: { deleted: 1, unread: 0 } },
  rewardsAvailable: { call: (api) => api.inbox.getRewards(), value: { list: [{ rewardId: 'r1', amount: '5' }] } },
  rewardClaim: { call: (api) => api.inbox.claimReward('r1'), value: { claimId: 'c1', rewardId: 'r1', amount: 5 } },
  rewardClaims: { call: (api) => api.inbox.getRewardClaims({ pageNo: 1, pageSize: 10 }), value: { list: null } },
  raffleStatus: { call: (api) => api.inbox.getRaffles(), value: { list: [{ raffleId: 'raffle-2025-01', claimed: false, prize: null }] } },
  rebateAvailable: { call: (api) => api.inbox.getRebate(), value: { list: [{ gameType: 'RNG', validBet: '100', rate: 0.8, amount: 0.8 }], total: 0.8 } },
  rebateClaim: { call: (api) => api.inbox.claimRebate(), value: { claimId: 'b1', amount: 0.8 } },
  rebateClaims: { call: (api) => api.inbox.getRebateClaims({ pageNo: 1, pageSize: 10 }), value: { list: [] } },
  // member centre, account group
  responsibleGaming: { call: (api) => api.account.getResponsibleGaming(), value: { limits: null, selfExcluded: 0 } },
  setDepositLimit: { call: (api) => api.account.setDepositLimit('DAY', 500), value: { change: 'applied', state: { limits: [] } } },
  startCoolOff: { call: (api) => api.account.startCoolOff(7), value: { coolOffUntil: null } },
  selfExclude: { call: (api) => api.account.selfExclude(), value: { selfExcluded: 1 } },
  feedbackSettings: { call: (api) => api.account.getFeedbackSettings(), value: null },
  // promotions and referral
  promotionList: { call: (api) => api.promotions.getPromotions(), value: { list: [{ promotionId: 'p1', status: 'JOIN' }] } },
  promotionApply: { call: (api) => api.promotions.applyPromotion({ promotionId: 'p1', comment: 'hola' }), value: { promotionId: 'p1', status: 'APPLYING' } },
  promotionClaim: { call: (api) => api.promotions.claimPromotion('p1'), value: { promotionId: 'p1', claimId: 'c1', amount: '5' } },
  referralDetails: { call: (api) => api.promotions.getReferralDetails(), value: { referralCode: 'RF0001', friends: null } },
  // missions, red envelope and VIP
  missionList: { call: (api) => api.missions.getMissions(), value: null },
  missionClaim: { call: (api) => api.missions.claimMission('m1'), value: { missionId: 'm1', reward: 5 } },
  missionLeaderboard: { call: (api) => api.missions.getLeaderboard(), value: null },
  redEnvelope: { call: (api) => api.missions.getRedEnvelope(), value: { envelope: null } },
  redEnvelopeOpen: { call: (api) => api.missions.openRedEnvelope('e1'), value: { envelopeId: 'e1', amount: 3 } },
  vipProgress: { call: (api) => api.missions.getVipProgress(), value: { playerRankName: 'VIP 3' } },
};

describe('createPlatformApi', () => {
  it.each(ROUTE_IDS)('has a typed function for %s that calls its route and parses a minimal answer', async (routeId) => {
    const { call, value } = EVERY_CALL[routeId];
    const { api, requests } = apiWith(() => ok(value));
    await call(api);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe(ROUTES[routeId].path);
    expect(requests[0]?.method).toBe(ROUTES[routeId].method);
  });

  it('covers every route of the shared table and nothing else', () => {
    expect(Object.keys(EVERY_CALL).sort()).toEqual([...ROUTE_IDS].sort());
  });
});

describe('system', () => {
  const statusWith = async (value: unknown) => apiWith(() => ok(value)).api.system.getStatus();

  it('derives status 1 from maintenance even when the region is restricted too', async () => {
    await expect(statusWith({ maintenance: true, regionRestriction: true })).resolves.toMatchObject({ status: 1 });
  });

  it('derives status 2 from a region restriction and 0 when neither is set', async () => {
    await expect(statusWith({ maintenance: false, regionRestriction: 1, location: { ip: '1.2.3.4' } })).resolves.toMatchObject({
      status: 2,
      location: { ip: '1.2.3.4' },
    });
    await expect(statusWith({ maintenance: null, regionRestriction: '0' })).resolves.toMatchObject({ status: 0 });
  });

  it('returns the permission info with the whitelabel tree flattened into flags', async () => {
    const status = await statusWith({
      maintenance: false,
      info: {
        imageCDNs: ['https://cdn1'],
        launchGameCDNs: null,
        analytics: { gtagId: 'G-1' },
        register: { username: { acceptedPattern: '^[a-z]+$', minLength: '4', maxLength: 12, patternId: 2 } },
        whitelabel: [
          {
            modId: 'ROOT',
            enabled: '1',
            childrenNodes: [
              { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] },
              { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [{ modId: 'AGEINFO3', enabled: '1' }] },
            ],
          },
        ],
      },
    });
    expect(status.flags).toEqual({ ROOT: true, USERNAMEREG3: true, FREEPLAY3: false, AGEINFO3: true });
    expect(status.info.imageCDNs).toEqual(['https://cdn1']);
    expect(status.info.launchGameCDNs).toEqual([]);
    expect(status.info.analytics.gtagId).toBe('G-1');
    expect(status.info.register.username).toEqual({
      acceptedPattern: '^[a-z]+$',
      minLength: 4,
      maxLength: 12,
      patternId: '2',
      show: true,
      required: false,
    });
  });

  it('passes an access.ip.blocked failure through with its code', async () => {
    const { api } = apiWith(() => fail('access.ip.blocked', { status: 403 }));
    const error = await api.system.getStatus().catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'access.ip.blocked', messageKey: 'errors:accessRestricted' });
  });
});

describe('session and member', () => {
  it('login sends the credentials with the device id and returns the login result', async () => {
    const { api, requests } = apiWith(() => ok({ token: 'tok-9', firstTimeLogin: 1, passwordExpired: 'false' }));
    const result = await api.session.login({ type: 'username', username: 'ana', password: 'pw' });
    expect(result).toEqual({ token: 'tok-9', firstTimeLogin: true, passwordExpired: false });
    expect(JSON.parse(requests[0]?.body ?? '{}').value).toEqual({ type: 'username', username: 'ana', password: 'pw', loginDeviceId: 'device-42' });
    expect(requests[0]?.headers.get('Encryption')).toBe('wrapped');
  });

  it('exposes the captcha flag of a failed login', async () => {
    const { api } = apiWith(() => fail('login.failed', { message: 'Wrong password', value: { captcha: true } }));
    const error = await api.session.login({ type: 'username', username: 'ana', password: 'bad' }).catch((e: unknown) => e);
    expect(readCaptchaFlag(error)).toBe(true);
    expect(readLoginVerificationMethods(error)).toBeNull();
    expect((error as PlatformError).serverMessage).toBe('Wrong password');
  });

  it('exposes the second-factor methods of an unregistered-IP login, dropping unknown ones', async () => {
    const { api } = apiWith(() => fail('login_verify_required', { value: { methods: ['MOBILE', 'CARRIER_PIGEON', 'AUTHENTICATOR'] } }));
    const error = await api.session.login({ type: 'username', username: 'ana', password: 'pw' }).catch((e: unknown) => e);
    expect(readLoginVerificationMethods(error)).toEqual(['MOBILE', 'AUTHENTICATOR']);
    expect(readCaptchaFlag(error)).toBe(false);
  });

  it('turns the captcha into an image src and asks for a fresh one each time', async () => {
    const { api, requests } = apiWith(() => ok('iVBORw0KGgo='));
    await expect(api.session.getCaptcha()).resolves.toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(requests[0]?.query.get('t')).toMatch(/^\d+$/);
  });

  it('leaves the SMS window to the flow\'s default when the platform names none', async () => {
    const { api } = apiWith(() => ok(null));
    await expect(api.session.sendSmsCode({ mobileNum: '600', countryDialingCode: '34' })).resolves.toEqual({ expiredMinutes: null });
  });

  it('rejects member info without an account as a parse error (logged in means an identity)', async () => {
    const { api } = apiWith(() => ok({ id: 1, type: 0 }));
    await expect(api.member.getInfo()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('register marks the call as a web registration that logs in', async () => {
    const { api, requests } = apiWith(() => ok({ token: 't' }));
    await api.member.register({ username: 'ana', password: 'pw', confirmPassword: 'pw', affiliateCode: 'AFF' });
    expect(JSON.parse(requests[0]?.body ?? '{}').value).toMatchObject({
      username: 'ana',
      affiliateCode: 'AFF',
      login: true,
      registerMethod: 'WEB',
      loginDeviceId: 'device-42',
    });
  });
});

describe('registration', () => {
  it('parses the register settings: numbers from text, show/required defaults and strings, "*" for a missing pattern', async () => {
    const { api } = apiWith(() =>
      ok({
        username: { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: '6', maxLength: 12, patternId: 2, show: 'true', required: 1 },
        qqNum: { minLength: 5, maxLength: 12, patternId: '7', show: false },
      }),
    );
    const settings = await api.system.getRegisterSettings();
    expect(settings.username).toEqual({ acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 12, patternId: '2', show: true, required: true });
    expect(settings.qqNum).toMatchObject({ acceptedPattern: '*', show: false, required: false });
  });

  it('registers by mobile on its own encrypted route with the page URL, domain, WEB method and device id', async () => {
    vi.stubGlobal('location', { href: 'https://brand.example/register?affiliateCode=ag0002', hostname: 'brand.example' });
    const { api, requests } = apiWith(() => ok({ token: 'tok-1' }));
    const result = await api.member.registerByMobile({ username: '', password: 'Abc12345', confirmPassword: 'Abc12345', mobileNum: '5588800001', countryDialingCode: '52', verificationCode: '123456' });
    expect(result.token).toBe('tok-1');
    expect(requests[0]).toMatchObject({ path: '/wps/member/register/mobile', method: 'PUT' });
    expect(requests[0]?.headers.get('Encryption')).toBe('wrapped');
    expect(requests[0]?.headers.get('X-Gateway-Version')).toBe('3');
    const sent = JSON.parse(requests[0]?.body ?? '{}').value as Record<string, unknown>;
    expect(sent).toMatchObject({ mobileNum: '5588800001', countryDialingCode: '52', verificationCode: '123456', registerMethod: 'WEB', login: true, loginDeviceId: 'device-42' });
    expect(sent).toMatchObject({ registerUrl: 'https://brand.example/register?affiliateCode=ag0002', domain: 'brand.example' });
    vi.unstubAllGlobals();
  });

  it('sends the register SMS on the username and mobile routes and reads the window', async () => {
    const { api, requests } = apiWith(() => ok({ expiredMinutes: '2' }));
    await expect(api.session.sendRegisterSmsCode({ mobileNo: '5588800001', countryDialingCode: '52' })).resolves.toEqual({ expiredMinutes: 2 });
    await api.session.sendRegisterMobileSmsCode({ mobileNo: '5588800001', countryDialingCode: '52' });
    expect(requests.map((request) => request.path)).toEqual(['/wps/verification/sms/register', '/wps/verification/sms/register/mobile']);
  });

  it('checks an affiliate code and fails with the invitation-code error when it is invalid', async () => {
    const { api, requests } = apiWith(() => fail('affiliate.code.invalid'));
    const error = await api.member.checkAffiliate({ code: 'ZZZZ99', domain: 'example.com' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'affiliate.code.invalid', messageKey: 'errors:invalidInvitationCode' });
    expect(requests[0]?.query.get('code')).toBe('ZZZZ99');
    expect(requests[0]?.query.get('domain')).toBe('example.com');
  });
});

describe('games and content', () => {
  it('asks for a game list page with the platform defaults and the chosen language', async () => {
    const { api, requests } = apiWith(() =>
      ok({ games: [{ nodeId: 7, vassalage: 'PG', gameType: 'RNG', isHot: '1', supportPlay: '0', displayName: 'Fortune' }], totalPages: '3' }),
    );
    const page = await api.games.getGameList({ gameType: 'RNG', pageSize: 12 });
    expect(page.totalPages).toBe(3);
    expect(page.games[0]).toMatchObject({ nodeId: '7', isHot: true, supportPlay: 0, displayName: 'Fortune' });
    const query = Object.fromEntries(requests[0]?.query ?? []);
    expect(query).toMatchObject({ clientType: '3', merchant: 'RP01', gameType: 'RNG', pageNo: '1', pageSize: '12', language: 'es' });
  });

  it('reads hot games from value.list or from a bare list', async () => {
    const game = { nodeId: '1', vassalage: 'PG', gameType: 'RNG' };
    await expect(apiWith(() => ok({ list: [game] })).api.games.getHotGames()).resolves.toHaveLength(1);
    await expect(apiWith(() => ok([game, game])).api.games.getHotGames()).resolves.toHaveLength(2);
  });

  it('returns the vendor lanes of value.data.lanes', async () => {
    const { api } = apiWith(() =>
      ok({
        data: {
          lanes: [
            {
              gameCategory: 'RNG',
              title: 'RNG',
              cards: [{ vassalage: 'PG', displayName: 'PG Soft', maintenance: true }],
              gameClassify: [{ code: 'SLOT', name: 'Tragamonedas', vendors: ['PG', 'JDB'] }, 'CRASH'],
            },
          ],
        },
      }),
    );
    const lanes = await api.games.getVendors();
    expect(lanes[0]?.cards[0]).toMatchObject({ vassalage: 'PG', maintenance: true });
    expect(lanes[0]?.gameClassify).toEqual([
      { code: 'SLOT', name: 'Tragamonedas', vendors: ['PG', 'JDB'] },
      { code: 'CRASH', name: 'CRASH', vendors: [] },
    ]);
  });

  it('launches a free-play game with accountType 0 and returns value.content.game_url', async () => {
    const { api, requests } = apiWith(() => ok({ content: { game_url: 'https://games.test/play?id=1' } }));
    await expect(api.games.launchGame({ gameType: 'RNG', vassalage: 'PG', gameId: 'g1', freePlay: true })).resolves.toBe(
      'https://games.test/play?id=1',
    );
    expect(Object.fromEntries(requests[0]?.query ?? [])).toMatchObject({ accountType: '0', launchMode: 'GLS', gameId: 'g1' });
  });

  it('fails a launch answer without a URL as a parse error', async () => {
    const { api } = apiWith(() => ok({ content: {} }));
    await expect(api.games.launchGame({ gameType: 'RNG', vassalage: 'PG' })).rejects.toMatchObject({ kind: 'parse' });
  });

  it('sends the favourite to remove in the query and the body', async () => {
    const { api, requests } = apiWith(() => ok(null));
    await api.games.removeFavourite({ nodeId: '9', vendor: 'PG', gameType: 'RNG' });
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({ nodeId: '9', vendor: 'PG', gameType: 'RNG' });
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ nodeId: '9', vendor: 'PG', gameType: 'RNG' });
  });

  it('reads favourite ids given as numbers or objects', async () => {
    const { api } = apiWith(() => ok([1, '2', { nodeId: 3 }]));
    await expect(api.games.getFavouriteIds()).resolves.toEqual(['1', '2', '3']);
  });

  it('returns the winner board flattened from vo and sorted by winAmount, largest first', async () => {
    const { api, requests } = apiWith(() =>
      ok({
        list: [
          { vo: { gameName: 'A', customerName: 'x***', winAmount: '15.5' } },
          { vo: { gameName: 'B', customerName: 'y***', winAmount: 900 } },
          { vo: { gameName: 'C', customerName: 'z***', winAmount: 40 } },
        ],
      }),
    );
    const winners = await api.content.getWinnerBoard();
    expect(winners.map((winner) => [winner.gameName, winner.winAmount])).toEqual([
      ['B', 900],
      ['C', 40],
      ['A', 15.5],
    ]);
    expect(Object.fromEntries(requests[0]?.query ?? [])).toMatchObject({ gameCategory: 'ALL', limitNum: '20' });
  });

  it('returns a page of announcements whichever list field the platform uses', async () => {
    const { api } = apiWith(() =>
      ok({ content: [{ title: 'Bono', content: '<p>hola</p>', promotionType: 3, announcementImages: null }], totalPages: 2 }),
    );
    const page = await api.content.getAnnouncements({ pageNo: 1 });
    expect(page.totalPages).toBe(2);
    expect(page.items[0]).toMatchObject({ title: 'Bono', promotionType: '3', announcementImages: [] });
  });
});

describe('agent contracts and lottery', () => {
  it('answers a contract row the way each kind\'s call names it (API.md): dividend by type, daily by id, hourly by contractId', async () => {
    const { api, requests } = apiWith(() => ok(null));
    const row = { id: 'contract-9', gameType: 'LIVE' };
    await api.agent.processDividendContract({ action: 'answer', contract: row, status: 'A' });
    await api.agent.processDailySalaryContract({ action: 'answer', contract: row, status: 'R' });
    await api.agent.processHourSalaryContract({ action: 'answer', contract: row, status: 'C' });
    await api.agent.processRealTimeSalaryContract({ action: 'answer', contract: row, status: 'A', confirmLowerRate: true });
    await api.agent.processDividendContract({ action: 'answer', contract: row, status: 'A', confirmLowerRate: true });
    expect(requests.map((request) => request.method)).toEqual(['GET', 'GET', 'POST', 'POST', 'GET']);
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({ type: 'LIVE', status: 'A' });
    expect(Object.fromEntries(requests[1]?.query ?? [])).toEqual({ id: 'contract-9', status: 'R' });
    expect(JSON.parse(requests[2]?.body ?? '{}')).toEqual({ contractId: 'contract-9', status: 'C' });
    expect(JSON.parse(requests[3]?.body ?? '{}')).toEqual({ contractId: 'contract-9', status: 'A', confirmLowerRate: true });
    // A GET carries the consent as query text.
    expect(Object.fromEntries(requests[4]?.query ?? [])).toEqual({ type: 'LIVE', status: 'A', confirmLowerRate: 'true' });
  });

  it('offers tiers in the kind\'s own spelling: JSON text in a GET, a list in a POST', async () => {
    const { api, requests } = apiWith(() => ok(null));
    await api.agent.processDailySalaryContract({ action: 'offer', downline: 'agent41', gameType: 'RNG', tiers: [{ minimumBet: 500, activeMember: 2, rate: 0.4 }] });
    await api.agent.processHourSalaryContract({ action: 'terminate', downline: 'agent41', gameType: 'SPORTS' });
    const offer = Object.fromEntries(requests[0]?.query ?? []);
    expect(offer).toMatchObject({ status: 'P', downline: 'agent41', gameType: 'RNG' });
    expect(JSON.parse(offer.details ?? '[]')).toEqual([{ betVolume: 500, activeMember: 2, rateType: 'P', rate: 0.4 }]);
    expect(JSON.parse(requests[1]?.body ?? '{}')).toEqual({ status: 'V', downline: 'agent41', gameType: 'SPORTS' });
  });

  it('reads every kind\'s tier list into one tier shape, and the consent flag', async () => {
    const row = (fields: object) => ({ id: 1, gameType: 'LIVE', upline: 'a', downline: 'b', status: 'p', ...fields });
    const { api } = apiWith(() =>
      ok({
        asUpline: [row({ tiers: [{ minimumBet: '100', netLoss: 5000, activeMember: 3, contractRate: '25' }] })],
        asDownline: [row({ id: 2, details: [{ betVolume: 800, activeMember: 1, rateType: 'F', rate: 12 }], downlineHigherRate: 'Y' })],
        pendingRequests: null,
      }),
    );
    const result = await api.agent.processDividendContract();
    expect(result.asUpline[0]).toMatchObject({ id: '1', status: 'P', downlineHigherRate: false, tiers: [{ minimumBet: 100, netLoss: 5000, activeMember: 3, rateType: 'P', rate: 25 }] });
    expect(result.asDownline[0]).toMatchObject({ downlineHigherRate: true, tiers: [{ minimumBet: 800, netLoss: 0, activeMember: 1, rateType: 'F', rate: 12 }] });
    expect(result.contracts.map((contract) => contract.id)).toEqual(['1', '2']);
    expect(result.pendingRequests).toEqual([]);
  });

  it('reads lottery draws with numbers as strings', async () => {
    const { api } = apiWith(() => ok({ list: [{ gameCode: 'VN', numero: 101, numbers: [1, '07'] }] }));
    await expect(api.lottery.getRecentResults({ gameCode: 'VN' })).resolves.toEqual([
      expect.objectContaining({ numero: '101', numbers: ['1', '07'] }),
    ]);
  });
});

describe('wallet', () => {
  it('reads balances that arrive as strings', async () => {
    const { api } = apiWith(() => ok({ sumBalance: '1250.75', balance: [{ accountTypeId: 1, availBalance: '1000.5' }] }));
    await expect(api.wallet.getBalance()).resolves.toEqual({
      sumBalance: 1250.75,
      balance: [{ accountTypeId: '1', availBalance: 1000.5 }],
    });
  });
});
