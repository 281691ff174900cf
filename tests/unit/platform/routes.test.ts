/**
 * Every route of src/api/routes.ts, called the way the client calls it: the answer is the real
 * envelope and carries the route's actual data. The case table is typed by RouteId, so a route
 * added to routes.ts without a case here fails the type check.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_IDS, type RouteId } from '../../../src/api/routes';
import { wireProblems } from './wire-types';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor, BASE_URL, type CallOptions, type TestPlatform } from './support';

/** A route's `value`: an object for most routes, a list for some; checks read it either way. */
type Value = Record<string, unknown> & unknown[];

interface RouteCase {
  /** The platform.graphql type of `value` (null: the route answers null). */
  readonly wire: string | null;
  /** Who calls: a seeded account (logged in first) or a visitor. */
  readonly as?: 'member01' | 'agent01' | 'agent02' | 'agent41' | 'agent42' | 'firstlogin01';
  /** Prepares the scenario and answers extra call options. */
  readonly setup?: (env: TestPlatform, scenario: string) => Promise<CallOptions>;
  readonly call?: CallOptions;
  readonly check: (value: Value, env: TestPlatform) => void;
}

const PASSWORDS = { member01: 'Member2024', agent01: 'Agent2024', agent02: 'Agent2024', agent41: 'Agent2024', agent42: 'Agent2024', firstlogin01: 'Welcome2024' } as const;

async function smsCodeFor(env: TestPlatform, scenario: string, routeId: 'smsNoLogin' | 'smsRegisterMobile', mobileNum: string): Promise<string> {
  const sent = await callRoute(env.platform, routeId, { scenario, body: { mobileNum, mobileNo: mobileNum, countryDialingCode: '52' } });
  expect(sent.body.success).toBe(true);
  const code = await controlFor(env.platform, scenario).smsCode(mobileNum);
  if (!code) throw new Error('no SMS code');
  return code;
}

const CASES: Record<RouteId, RouteCase> = {
  rsaKey: { wire: 'RsaKey!', check: (value) => expect(value).toMatchObject({ alg: 'RSA-OAEP-256+A256GCM', publicKey: expect.stringMatching(/^MII/) }) },
  login: { wire: 'LoginResult!',
    call: { body: { username: 'member01', password: 'Member2024', type: 'username' } },
    check: (value) => expect(value).toMatchObject({ token: expect.any(String), firstTimeLogin: false, passwordExpired: false, account: 'member01', type: 0 }),
  },
  loginVerification: { wire: 'LoginResult!',
    setup: async (env, scenario) => {
      await controlFor(env.platform, scenario).markIpUnregistered('member01');
      const challenged = await callRoute(env.platform, 'login', { scenario, body: { username: 'member01', password: 'Member2024' } });
      expect(challenged.body.errorCode).toBe('login_verify_required');
      return { body: { username: 'member01', password: 'Member2024', verifyMethod: 'BANK_NAME', verifyCode: 'juan perez' } };
    },
    check: (value) => expect(value).toMatchObject({ token: expect.any(String), account: 'member01' }),
  },
  freePlayLogin: { wire: 'LoginResult!', call: { body: { os: 'web', platform: 'W' } }, check: (value) => expect(value).toMatchObject({ token: expect.any(String), type: 4 }) },
  logout: { wire: null, as: 'member01', check: (value) => expect(value).toBeNull() },
  captcha: { wire: 'String!', check: (value) => expect(Buffer.from(String(value), 'base64').subarray(1, 4).toString('latin1')).toBe('PNG') },
  smsNoLogin: { wire: 'SmsSent!', call: { body: { mobileNum: '5512345601', countryDialingCode: '52' } }, check: (value) => expect(value).toEqual({ expiredMinutes: 1 }) },
  smsRegister: { wire: 'SmsSent!', call: { body: { mobileNo: '5599990001', countryDialingCode: '52' } }, check: (value) => expect(value).toEqual({ expiredMinutes: 1 }) },
  smsRegisterMobile: { wire: 'SmsSent!', call: { body: { mobileNo: '5599990002', countryDialingCode: '52' } }, check: (value) => expect(value).toEqual({ expiredMinutes: 1 }) },
  memberInfo: { wire: 'MemberInfo!', as: 'member01', check: (value) => expect(value).toMatchObject({ id: '100001', account: 'member01', nickname: 'Lucky Member', type: 0, mobileNum: '55******01' }) },
  memberIcon: { wire: 'MemberIcon!', as: 'member01', check: (value) => expect(value).toEqual({ iconUrl: '/__platform/img/avatar/member01.webp' }) },
  register: { wire: 'LoginResult!',
    call: { body: { username: 'newplayer1', password: 'Abc12345', confirmPassword: 'Abc12345', login: true } },
    check: (value) => expect(value).toMatchObject({ token: expect.any(String), account: 'newplayer1', type: 0, firstTimeLogin: true }),
  },
  registerMobile: { wire: 'LoginResult!',
    setup: async (env, scenario) => ({
      body: { mobileNum: '5599990003', countryDialingCode: '52', password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode: await smsCodeFor(env, scenario, 'smsRegisterMobile', '5599990003') },
    }),
    check: (value) => expect(value).toMatchObject({ token: expect.any(String), account: 'm5599990003' }),
  },
  changePassword: { wire: null, as: 'member01', call: { body: { oldPassword: 'Member2024', newPassword: 'Changed123', confirmNewPassword: 'Changed123' } }, check: (value) => expect(value).toBeNull() },
  forgotPasswordEmail: { wire: 'PasswordResetSent!', call: { form: { username: 'member01', email: 'member01@rp01.example' } }, check: (value) => expect(value).toEqual({ sent: true, email: 'me***@rp01.example' }) },
  setPasswordByPhone: { wire: 'LoginResult!',
    setup: async (env, scenario) => ({ body: { mobileNum: '5512345601', verificationCode: await smsCodeFor(env, scenario, 'smsNoLogin', '5512345601'), newPassword: 'Reset1234' } }),
    check: (value) => expect(value).toMatchObject({ token: expect.any(String), account: 'member01' }),
  },
  firstLoginAction: { wire: null, as: 'firstlogin01', check: (value) => expect(value).toBeNull() },
  updateLanguage: { wire: 'LanguageSetting!', as: 'member01', call: { body: { language: 'en' } }, check: (value) => expect(value).toEqual({ language: 'en' }) },
  unreadMessageCount: { wire: 'UnreadCount!', as: 'member01', check: (value) => expect(value).toEqual({ count: 3 }) },
  affiliate: { wire: 'AffiliateCheck!', call: { query: { code: 'AG0001', domain: 'www.rp01.example' } }, check: (value) => expect(value).toEqual({ valid: true, code: 'AG0001', agent: 'agent01' }) },
  feedback: { wire: 'FeedbackReceipt!', call: { body: { content: 'Me encanta el sitio, gracias' } }, check: (value) => expect(value).toEqual({ id: expect.stringMatching(/^feedback-/) }) },
  systemStatus: { wire: 'SystemStatus!',
    check: (value) =>
      expect(value).toMatchObject({
        maintenance: false,
        regionRestriction: false,
        location: { ip: '203.0.113.7' },
        info: {
          mainDomain: 'https://www.rp01.example',
          analytics: { gtagId: expect.any(String) },
          imageCDNs: [BASE_URL],
          launchGameCDNs: [BASE_URL],
          register: { username: { minLength: 6, maxLength: 12, patternId: 2, show: true, required: true } },
          resources: expect.arrayContaining([{ labelNameEn: 'WhatsApp', url: expect.any(String) }]),
        },
      }),
  },
  whitelabel: { wire: '[WhitelabelNode!]!',
    check: (value) => expect(value).toContainEqual({ modId: 'REGISTER', enabled: '1', childrenNodes: expect.arrayContaining([{ modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] }]) }),
  },
  registerSettings: { wire: '[RegisterFieldSetting!]!', check: (value) => expect(value).toMatchObject({ password: { patternId: 6, minLength: 6, maxLength: 20 }, qqNum: { show: false } }) },
  domainRoute: { wire: '[DomainEntry!]!', check: (value) => expect(value).toContainEqual({ url: 'https://www.rp01.example', type: 'MAIN' }) },
  articleList: { wire: 'ArticlePage!', call: { query: { kind: 'BLOG', pageNo: '1', pageSize: '6', lang: 'es' } },
    check: (value) => {
      expect(value).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 8 });
      expect((value as unknown as { list: unknown[] }).list).toHaveLength(6);
      expect((value as unknown as { list: unknown[] }).list[0]).toMatchObject({ kind: 'BLOG', slug: 'guia-tragamonedas-rtp', title: 'Qué es el RTP de una tragamonedas' });
    },
  },
  article: { wire: 'ArticleDetail!', call: { query: { kind: 'NEWS', slug: 'retiros-mas-rapidos', lang: 'en' } }, check: (value) => expect(value).toMatchObject({ kind: 'NEWS', slug: 'retiros-mas-rapidos', title: 'Withdrawals in under 15 minutes', content: expect.stringContaining('<p>') }) },
  helpCenter: { wire: 'HelpCenter!', call: { query: { lang: 'en', device: 'WEB' } }, check: (value) => expect(value).toMatchObject({ list: expect.arrayContaining([expect.objectContaining({ anchor: 'term', title: 'Terms and conditions' })]) }) },
  countries: { wire: '[Country!]!', check: (value) => expect(value).toContainEqual({ countryCode: 'MX', countryDialingCode: '52', name: 'México' }) },
  balance: { wire: 'Balance!',
    as: 'member01',
    check: (value) =>
      expect(value).toEqual({
        sumBalance: 1555.75,
        currencySymbol: '$',
        balance: [
          { accountTypeId: 1, accountTypeName: 'MAIN', availBalance: 1520.75 },
          { accountTypeId: 2, accountTypeName: 'BONUS', availBalance: 35 },
          { accountTypeId: 11, accountTypeName: 'PG', availBalance: 0 },
          { accountTypeId: 12, accountTypeName: 'EVO', availBalance: 0 },
          { accountTypeId: 13, accountTypeName: 'SABA', availBalance: 0 },
        ],
      }),
  },
  consolidatedFunds: { wire: 'ConsolidatedFunds!', as: 'agent02', check: (value) => expect(value).toMatchObject({ walletBalance: 12045.1, downlineBalance: 1555.75 + 4310, pendingWithdrawal: 0 }) },
  walletTransfer: { wire: 'Balance!',
    as: 'member01',
    call: { body: { fromAccountTypeId: 1, toAccountTypeId: 2, amount: 100 } },
    check: (value) => expect(value).toMatchObject({ sumBalance: 1555.75, balance: expect.arrayContaining([expect.objectContaining({ accountTypeId: 1, availBalance: 1420.75 }), expect.objectContaining({ accountTypeId: 2, availBalance: 135 })]) }),
  },
  merchantWallet: { wire: 'MerchantWallet!', as: 'member01', check: (value) => expect(value).toEqual({ isSingle: false }) },
  transactionDetail: { wire: 'TransactionPage!', as: 'member01', check: (value) => expect(value).toMatchObject({ list: expect.any(Array), pageNum: 1, totalCount: expect.any(Number) }) },
  // deposit
  depositSettings: { wire: 'DepositSettings!', as: 'member01',
    check: (value) => {
      expect(value).toMatchObject({ allowDeposit: true });
      expect((value.channels as unknown as { kind: string }[]).map((channel) => channel.kind)).toEqual(['BANK', 'EWALLET', 'CRYPTO', 'QR']);
    },
  },
  depositByBankTransfer: { wire: 'DepositOrder!', as: 'member01', call: { body: { channelId: 'bank-bbva', amount: 500, idempotencyKey: 'r1' } },
    check: (value) => expect(value).toMatchObject({ kind: 'BANK', amount: 500, status: 'PENDING', bankDetails: { accountNumber: '012180001234567890', reference: expect.any(String) } }),
  },
  depositByLaunchUrl: { wire: 'DepositOrder!', as: 'member01', call: { body: { channelId: 'ewallet-mp', amount: 150.5, promotionId: 'promo-reload' } },
    check: (value) => expect(value).toMatchObject({ kind: 'EWALLET', amount: 150.5, bonusAmount: 7.53, redirectUrl: expect.stringContaining('/__platform/pay/') }),
  },
  depositByQRImageUrl: { wire: 'DepositOrder!', as: 'member01', call: { body: { channelId: 'crypto-usdt', amount: 300 } },
    check: (value) => expect(value).toMatchObject({ kind: 'CRYPTO', qrImageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/), crypto: { network: 'TRC20' } }),
  },
  depositRecords: { wire: 'DepositOrderPage!', as: 'member01', check: (value) => expect(value).toMatchObject({ list: [], totalCount: 0 }) },
  cancelDeposit: { wire: 'DepositOrder!', as: 'member01',
    setup: async (env, scenario) => {
      // a fresh session (it replaces the case's own) that made a pending bank transfer
      const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
      const created = await callRoute(env.platform, 'depositByBankTransfer', { scenario, token, body: { channelId: 'bank-bbva', amount: 100 } });
      return { token, body: { orderNo: (created.body.value as { orderNo: string }).orderNo } };
    },
    check: (value) => expect(value).toMatchObject({ status: 'CANCELLED' }),
  },
  gameMenus: { wire: '[GameMenu!]!', check: (value) => expect(value.map((menu) => (menu as { gameType: string }).gameType)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT']) },
  gameType: { wire: '[GameTypeInfo!]!', check: (value) => expect(value).toHaveLength(9) },
  pvpRooms: { wire: 'PvpRoomList!', check: (value) => expect((value.list as unknown[]).length).toBe(24) },
  gameList: { wire: 'GamePage!',
    call: { query: { gameType: 'RNG', pageNo: 2, pageSize: 18, clientType: 3, platform: 'html5-desktop' } },
    check: (value) => {
      expect(value.games as unknown[]).toHaveLength(18);
      expect(value).toMatchObject({ pageNo: 2, pageSize: 18 });
      expect(value.totalCount as number).toBeGreaterThan(1000);
      expect(value.totalPages).toBe(Math.ceil((value.totalCount as number) / 18));
    },
  },
  hotGames: { wire: 'HotGames!', call: { query: { isPlatform: 2 } }, check: (value) => expect((value.list as { isHot: number }[]).every((game) => game.isHot === 1)).toBe(true) },
  vendors: { wire: 'VendorCatalogue!', call: { query: { platform: 'html5-desktop' } }, check: (value) => expect((value.data as { lanes: unknown[] }).lanes).toHaveLength(8) },
  recentGames: { wire: 'RecentGamePage!', as: 'member01', call: { query: { page: 1, pageSize: 12 } }, check: (value) => expect(value).toMatchObject({ list: expect.any(Array), totalCount: 6, pageNum: 1 }) },
  favouriteIds: { wire: '[String!]!', as: 'member01', check: (value) => expect(value).toHaveLength(8) },
  favouriteList: { wire: 'FavouritePage!', as: 'member01', call: { query: { pageNo: 1, pageSize: 999 } }, check: (value) => expect(value).toMatchObject({ content: expect.any(Array), pageNum: 1, totalPages: 1, totalCount: 8 }) },
  addFavourite: { wire: 'FavouriteChange!', as: 'member01', call: { body: { nodeId: '10002', vendor: 'PG', gameType: 'RNG' } }, check: (value) => expect(value).toEqual({ nodeId: '10002', favourite: true }) },
  removeFavourite: { wire: 'FavouriteChange!', as: 'member01', call: { body: { nodeId: '10002', vendor: 'PG', gameType: 'RNG' } }, check: (value) => expect(value).toEqual({ nodeId: '10002', favourite: false }) },
  launchGame: { wire: 'GameLaunch!',
    as: 'member01',
    call: { query: { nodeId: '10002', gameType: 'RNG', vassalage: 'PG', launchMode: 'GLS', accountType: 1, platform: 'html5-desktop' } },
    check: (value) => expect((value.content as { game_url: string }).game_url).toMatch(new RegExp(`^${BASE_URL}/__platform/play/10002\\?mode=real`)),
  },
  announcements: { wire: 'AnnouncementPage!', call: { query: { pageNo: 1, pageSize: 9 } }, check: (value) => expect(value).toMatchObject({ list: expect.any(Array), pageNum: 1, totalPages: 3 }) },
  notices: { wire: 'NoticeBundle!',
    call: { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } },
    check: (value) => {
      expect(value).toMatchObject({ banners: expect.any(Array), notices: expect.any(Array), popups: [expect.objectContaining({ execution: 'B' })], promotions: expect.any(Array), headlines: expect.any(Array) });
      expect((value.banners as { groupName: string }[]).every((banner) => banner.groupName.startsWith('w_'))).toBe(true);
    },
  },
  winnerBoard: { wire: 'WinnerBoard!',
    call: { query: { gameCategory: 'ALL', language: 'es', limitNum: 20 } },
    check: (value) => {
      const amounts = (value.list as { vo: { winAmount: number } }[]).map((entry) => entry.vo.winAmount);
      expect(amounts).toHaveLength(20);
      expect(amounts).toEqual([...amounts].sort((left, right) => right - left));
    },
  },
  raffleClaim: { wire: 'RaffleResult!', as: 'member01', call: { body: { raffleId: 'monthly' } }, check: (value) => expect(value).toMatchObject({ raffleId: 'monthly', prize: expect.any(Number) }) },
  chatUnreadCount: { wire: 'UnreadCount!', as: 'member01', check: (value) => expect(value).toEqual({ count: 4 }) },
  launchChat: { wire: 'ChatLaunch!', as: 'member01', check: (value) => expect(value.chatUrl).toMatch(/\/__platform\/chatroom\?lang=es$/) },
  liveCamModels: { wire: 'LiveCamModelList!', as: 'member01', check: (value) => expect(value.list as unknown[]).toHaveLength(16) },
  pointsBalance: { wire: 'PointsBalance!', as: 'member01', check: (value) => expect(value).toMatchObject({ points: 12500, amount: 125, pointsRatio: 100 }) },
  pointsReward: { wire: 'RewardList!', as: 'member01', check: (value) => expect(value.list as unknown[]).toHaveLength(10) },
  pointsConfig: { wire: 'PointsConfig!', as: 'member01', check: (value) => expect(value).toMatchObject({ pointsRatio: 100, neverExpire: true }) },
  pointsRedeem: { wire: 'RedeemResult!',
    as: 'member01',
    call: { body: { itemId: 'reward-1', quantity: 1, password: '246810' } },
    check: (value) => expect(value).toMatchObject({ itemId: 'reward-1', status: 'PROCESS', points: 500, remainingPoints: 12000 }),
  },
  pointsRedeemList: { wire: 'RedeemPage!', as: 'member01', check: (value) => expect(value).toMatchObject({ totalCount: 10, list: expect.arrayContaining([expect.objectContaining({ status: 'APPROVED' })]) }) },
  pointsConvert: { wire: 'PointsConversion!', as: 'member01', call: { body: { points: 1000, password: '246810' } }, check: (value) => expect(value).toMatchObject({ points: 11500, amount: 10, sumBalance: 1565.75 }) },
  pointsBalanceHistory: { wire: 'PointsBalanceHistory!', as: 'member01', check: (value) => expect((value.list as { balance: number }[]).at(-1)).toMatchObject({ balance: 12500 }) },
  pointsDetails: { wire: 'PointsLedgerPage!', as: 'member01', check: (value) => expect(value).toMatchObject({ points: 12500, list: expect.arrayContaining([expect.objectContaining({ type: 'REDEEM' }), expect.objectContaining({ type: 'EARN' })]) }) },
  contractDividend: { wire: 'ContractInfo!', as: 'agent02', check: (value) => expect(value.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-1', gameType: 'LIVE', status: 'A', tiers: [expect.objectContaining({ contractRate: 20 }), expect.objectContaining({ contractRate: 30 })] })) },
  contractDailySalary: { wire: 'ContractInfo!',
    as: 'agent02',
    // The lower-rate offer accepted with consent: agent02's higher daily salary with agent41 ends.
    call: { query: { id: 'contract-2', status: 'A', confirmLowerRate: 'true' } },
    check: (value) => {
      expect(value.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-2', status: 'A', details: [expect.objectContaining({ betVolume: 10_000 }), expect.objectContaining({ betVolume: 50_000 })] }));
      expect(value.asUpline).toContainEqual(expect.objectContaining({ id: 'contract-6', status: 'C' }));
    },
  },
  contractHourSalary: { wire: 'ContractInfo!', as: 'agent41', check: (value) => expect(value.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-4', hourSalaryRates: [{ minimumBet: 1000, activeMember: 1, rateType: 'P', rate: 0.2 }] })) },
  contractRealTimeSalary: { wire: 'ContractInfo!', as: 'agent42', call: { body: { contractId: 'contract-5', status: 'R' } }, check: (value) => expect(value.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-5', status: 'R' })) },
  // agent centre
  teamOverview: { wire: 'TeamOverview!', as: 'agent01', check: (value) => expect(value).toMatchObject({ agent: 'agent01', teamSize: expect.any(Number), levels: expect.arrayContaining([expect.objectContaining({ level: 1 })]) }) },
  downlineList: { wire: 'DownlineList!', as: 'agent01', call: { query: { sortBy: 'username', sortOrder: 'asc' } }, check: (value) => expect(value).toMatchObject({ agent: 'agent01', path: ['agent01'], list: expect.arrayContaining([expect.objectContaining({ username: 'agent02', isAgent: true, level: 1 })]) }) },
  teamBetting: { wire: 'TeamBettingPage!',
    as: 'agent02',
    call: { query: { startTime: Date.parse('2025-05-20T00:00:00Z'), endTime: Date.parse('2025-05-31T23:59:59.999Z') } },
    check: (value) => expect(value.totalCount).toBeGreaterThan(0),
  },
  teamProfitLoss: { wire: 'TeamProfitLossPage!',
    as: 'agent02',
    call: { query: { startTime: Date.parse('2025-05-20T00:00:00Z'), endTime: Date.parse('2025-05-31T23:59:59.999Z') } },
    check: (value) => expect(value.totalCount).toBeGreaterThan(0),
  },
  downlineTransactions: { wire: 'DownlineTransactionPage!',
    as: 'agent02',
    call: { query: { startTime: Date.parse('2025-05-02T00:00:00Z'), endTime: Date.parse('2025-05-31T23:59:59.999Z') } },
    check: (value) => expect(value.totalCount).toBeGreaterThan(0),
  },
  contractPayouts: { wire: 'ContractPayoutPage!', as: 'agent41', call: { query: { kind: 'REALTIME_SALARY' } }, check: (value) => expect(value.list).toContainEqual(expect.objectContaining({ contractId: 'contract-7', status: 'PENDING' })) },
  createDownline: { wire: 'CreatedDownline!', as: 'agent01', call: { encrypt: true, body: { username: 'newagent7', password: 'Abc12345', confirmPassword: 'Abc12345', accountType: 'AGENT' } }, check: (value) => expect(value).toMatchObject({ account: 'newagent7', type: 2, upline: 'agent01' }) },
  createAffiliateUrl: { wire: 'AffiliateLink!', as: 'agent01', call: { query: { memberType: 'MEMBER', remark: 'spring' } }, check: (value) => expect(value).toMatchObject({ owner: 'agent01', memberType: 'MEMBER', remark: 'spring', url: expect.stringContaining('affiliateCode=') }) },
  viewAffiliateUrls: { wire: 'AffiliateLinkList!', as: 'agent01', check: (value) => expect(value).toEqual({ list: [], max: 20 }) },
  deleteAffiliateUrl: { wire: 'DeletedAffiliateLink!',
    as: 'agent01',
    setup: async (env, scenario) => {
      const token = await tokenFor(env.platform, 'agent01', 'Agent2024', { scenario });
      const created = await callRoute<{ id: string }>(env.platform, 'createAffiliateUrl', { scenario, token, query: { memberType: 'AGENT' } });
      return { token, query: { id: created.body.value.id } };
    },
    check: (value) => expect(value).toEqual({ id: expect.stringMatching(/^link-/) }),
  },
  lotteryGameMenu: { wire: 'LotteryMenu!', call: { query: { prizeMode: 'ELOTT', device: 'WEB' } }, check: (value) => expect(value).toMatchObject({ prizeMode: 'ELOTT', gameMenus: expect.arrayContaining([expect.objectContaining({ groupCode: 'VN_LOTTERY' })]) }) },
  lotteryRecentResults: { wire: 'LotteryDrawList!',
    setup: async (env) => ({ query: { gameCode: env.platform.catalogue.lotteryGames[0]?.gameCode ?? '' } }),
    check: (value) => expect((value.list as { numbers: string[] }[]).every((draw) => draw.numbers.length > 0)).toBe(true),
  },
  lotteryOpenedNumero: { wire: 'OpenedNumero!',
    setup: async (env) => ({ query: { gameCode: env.platform.catalogue.lotteryGames[0]?.gameCode ?? '' } }),
    check: (value) => expect(value).toMatchObject({ current: { remainingSeconds: expect.any(Number) }, last: { numbers: expect.any(Array) } }),
  },
  lotteryVnNumero: { wire: 'LotteryDrawList!', check: (value) => expect((value.list as unknown[]).length).toBeGreaterThan(0) },
  lotteryMissionSummary: { wire: 'MissionSummary!', as: 'member01', check: (value) => expect(value).toMatchObject({ total: 3, points: 12500 }) },
  lotteryMissionLeaderboard: { wire: 'MissionLeaderboard!', check: (value) => expect(value.list as unknown[]).toHaveLength(20) },
  // ledger
  transactionRecord: { wire: 'TransactionRecordPage!',
    as: 'member01',
    call: { query: { startTime: String(Date.now() - 29 * 86_400_000), endTime: String(Date.now()), page: '1', size: '10', codeTypes: 'betting,winning' } },
    check: (value) => {
      expect(value).toMatchObject({ pageNum: 1, totalCount: expect.any(Number), summary: { count: value.totalCount } });
      expect((value.list as { txTypeName: string }[]).every((row) => ['betting', 'winning'].includes(row.txTypeName))).toBe(true);
    },
  },
  walletRecall: { wire: 'Balance!',
    as: 'member01',
    setup: async (env, scenario) => {
      const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
      await callRoute(env.platform, 'walletTransfer', { scenario, token, body: { fromAccountTypeId: 1, toAccountTypeId: 12, amount: 20 } });
      return { token };
    },
    check: (value) => expect(value).toMatchObject({ sumBalance: 1555.75, balance: expect.arrayContaining([{ accountTypeId: 1, accountTypeName: 'MAIN', availBalance: 1520.75 }, { accountTypeId: 12, accountTypeName: 'EVO', availBalance: 0 }]) }),
  },
  transferTargets: { wire: 'TransferTargets!', as: 'member01', check: (value) => expect(value).toEqual({ upline: { username: 'agent02', nickname: 'Agent Two' }, downlines: [], hasPaymentPassword: true, balance: 1555.75, mainBalance: 1520.75 }) },
  transferToUpline: { wire: 'AccountTransfer!',
    as: 'member01',
    call: { body: { amount: 25.5, password: '246810' } },
    check: (value) => expect(value).toMatchObject({ orderNo: expect.any(String), amount: 25.5, recipient: 'agent02', sumBalance: 1530.25 }),
  },
  transferToDownline: { wire: 'AccountTransfer!',
    as: 'agent02',
    call: { body: { amount: 45, password: '246810', downline: 'agent41' } },
    check: (value) => expect(value).toMatchObject({ amount: 45, recipient: 'agent41', sumBalance: 12000.1 }),
  },
  // withdraw
  withdrawSettings: { wire: 'WithdrawSettings!', as: 'member01',
    check: (value) => expect(value).toMatchObject({ allowWithdraw: true, minWithdrawal: 100, maxWithdrawal: 50000, withdrawPenaltyCharge: 1.5, remainingTransactionTimes: 5, paymentPasswordSet: true, confirmationMinutes: 30 }),
  },
  withdrawAccounts: { wire: 'WithdrawAccounts!', as: 'member01',
    check: (value) => {
      expect((value.groups as { type: string }[]).map((group) => group.type)).toEqual(['B', 'E', 'V']);
      expect(value.groups).toContainEqual(expect.objectContaining({ type: 'B', accounts: [expect.objectContaining({ bankCardId: 'card-member01-1', cardNumber: '**** 5678', cardHolder: 'Juan Perez' })] }));
    },
  },
  bindWithdrawAccount: { wire: 'WithdrawAccount!', as: 'member01',
    call: { body: { groupType: 'E', bankCode: 'PAYPAL', cardNumber: 'juan.perez@example.com', cardHolder: 'Juan Perez' } },
    check: (value) => expect(value).toMatchObject({ groupType: 'E', bankName: 'PayPal', cardNumber: 'juan****.com', isWithdrawActive: true }),
  },
  withdrawFeePreview: { wire: 'WithdrawFee!', as: 'member01', call: { query: { amount: '500' } }, check: (value) => expect(value).toEqual({ amount: 500, fee: 7.5, received: 492.5, feeRate: 1.5 }) },
  turnoverInfo: { wire: 'TurnoverInfo!', as: 'member01', check: (value) => expect(value).toEqual({ status: 'A', list: [] }) },
  withdraw: { wire: 'WithdrawalOrder!', as: 'member01',
    call: { encrypt: true, body: { amount: 500, bankCardId: 'card-member01-1', password: '246810', idempotencyKey: 'routes-test-key-1' } },
    check: (value) => expect(value).toMatchObject({ amount: 500, fee: 7.5, payout: 492.5, status: 'PENDING', accountLabel: 'BBVA **** 5678', parts: [] }),
  },
  setPaymentPassword: { wire: 'PaymentPasswordSet!', as: 'firstlogin01',
    call: { encrypt: true, body: { paymentPassword: '135790', confirmPaymentPassword: '135790' } },
    check: (value) => expect(value).toEqual({ paymentPasswordSet: true }),
  },
  withdrawRecords: { wire: 'WithdrawalPage!', as: 'member01', check: (value) => expect(value).toMatchObject({ list: [], totalCount: 0, pageNum: 1 }) },
  cancelWithdraw: { wire: 'WithdrawalOrder!', as: 'member01',
    setup: async (env, scenario) => {
      const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
      const sent = await callRoute(env.platform, 'withdraw', { scenario, token, body: { amount: 200, bankCardId: 'card-member01-1', password: '246810', idempotencyKey: 'routes-cancel-key' }, encrypt: true });
      // a new login ends the runner's session: the call goes with this token
      return { token, body: { orderNo: (sent.body.value as { orderNo: string }).orderNo } };
    },
    check: (value) => expect(value).toMatchObject({ amount: 200, status: 'CANCELLED' }),
  },
  paymentConfirmationList: { wire: 'PaymentConfirmationList!', as: 'member01', check: (value) => expect(value).toEqual({ list: [], confirmationMinutes: 30 }) },
  processC2CTransaction: { wire: 'WithdrawalOrder!', as: 'member01',
    setup: async (env, scenario) => {
      const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
      const sent = await callRoute(env.platform, 'withdraw', { scenario, token, body: { amount: 300, bankCardId: 'card-member01-1', password: '246810', idempotencyKey: 'routes-c2c-key' }, encrypt: true });
      const { orderNo } = sent.body.value as { orderNo: string };
      const control = controlFor(env.platform, scenario);
      await control.approveWithdrawal(orderNo);
      const paying = await control.payWithdrawalParts(orderNo, [100, 195.5]);
      return { token, body: { partId: paying.parts[0]?.partId, action: 'RECEIVED' } };
    },
    check: (value) => expect(value).toMatchObject({ status: 'PAYING', receivedAmount: 100, remainingAmount: 195.5, parts: [expect.objectContaining({ status: 'RECEIVED' }), expect.objectContaining({ status: 'WAITING' })] }),
  },
  lotteryLobbyLaunch: { wire: 'GameLaunch!',
    as: 'member01',
    setup: async (env) => ({ query: { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'ELOTT', lottoGameCode: env.platform.catalogue.lotteryGames[0]?.gameCode ?? '', lottoView: 'betting', device: 'WEB' } }),
    check: (value) => expect((value.content as { game_url: string }).game_url).toMatch(/\/__platform\/lottery\?gameCode=.+&prizeMode=ELOTT&view=betting/),
  },
  // security centre
  securityConfig: { wire: 'SecurityConfig!', as: 'member01',
    check: (value) =>
      expect(value).toMatchObject({
        account: 'member01',
        realName: 'Juan Perez',
        mobile: '55******01',
        email: 'me****@rp01.example',
        items: { paymentPassword: { enabled: true, isComplete: true }, mobileVerified: { isComplete: true }, emailVerified: { isComplete: false }, authenticator: { isComplete: false }, payoutAccount: { isComplete: true } },
      }),
  },
  securityCode: { wire: 'SecurityCodeSent!', as: 'member01', call: { body: { channel: 'EMAIL', purpose: 'VERIFY_CONTACT' } }, check: (value) => expect(value).toEqual({ expiredMinutes: 1, sentTo: 'me****@rp01.example' }) },
  verifyContact: { wire: 'SecurityDone!', as: 'member01',
    setup: async (env, scenario) => {
      const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
      await callRoute(env.platform, 'securityCode', { scenario, token, body: { channel: 'EMAIL', purpose: 'VERIFY_CONTACT' } });
      const code = await controlFor(env.platform, scenario).securityEmailCode('member01');
      return { token, encrypt: true, body: { channel: 'EMAIL', verificationCode: code } };
    },
    check: (value) => expect(value).toEqual({ done: true }),
  },
  changePaymentPassword: { wire: 'SecurityDone!', as: 'member01', call: { encrypt: true, body: { oldPassword: '246810', newPassword: '135790', confirmPassword: '135790' } }, check: (value) => expect(value).toEqual({ done: true }) },
  resetPaymentPassword: { wire: 'SecurityDone!', as: 'member01',
    setup: async (env, scenario) => {
      const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
      await callRoute(env.platform, 'securityCode', { scenario, token, body: { channel: 'SMS', purpose: 'PAYMENT_PASSWORD' } });
      const code = await controlFor(env.platform, scenario).smsCode('5512345601');
      return { token, encrypt: true, body: { verificationCode: code, newPassword: '135790', confirmPassword: '135790' } };
    },
    check: (value) => expect(value).toEqual({ done: true }),
  },
  authenticatorSecret: { wire: 'AuthenticatorSecret!', as: 'member01', check: (value) => expect(value).toMatchObject({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/RP01:member01\?secret=/) }) },
  bindAuthenticator: { wire: 'SecurityDone!', as: 'member01',
    setup: async (env, scenario) => {
      const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
      await callRoute(env.platform, 'authenticatorSecret', { scenario, token });
      return { token, encrypt: true, body: { code: await controlFor(env.platform, scenario).memberAuthenticatorCode('member01') } };
    },
    check: (value) => expect(value).toEqual({ done: true }),
  },
  unbindAuthenticator: { wire: 'SecurityDone!', as: 'member01',
    setup: async (env, scenario) => {
      const token = await tokenFor(env.platform, 'member01', 'Member2024', { scenario });
      await callRoute(env.platform, 'authenticatorSecret', { scenario, token });
      const control = controlFor(env.platform, scenario);
      await callRoute(env.platform, 'bindAuthenticator', { scenario, token, encrypt: true, body: { code: await control.memberAuthenticatorCode('member01') } });
      return { token, encrypt: true, body: { code: await control.memberAuthenticatorCode('member01') } };
    },
    check: (value) => expect(value).toEqual({ done: true }),
  },
  unbindWithdrawAccount: { wire: 'UnboundAccount!', as: 'member01', call: { body: { bankCardId: 'card-member01-1' } }, check: (value) => expect(value).toEqual({ bankCardId: 'card-member01-1' }) },
  memberBettingRecord: { wire: 'MemberBetPage!',
    as: 'member01',
    call: { query: { startTime: Date.parse('2025-05-20T00:00:00Z'), endTime: Date.parse('2025-05-31T23:59:59.999Z') } },
    check: (value) => expect(value.totalCount).toBeGreaterThan(0),
  },
  memberProfit: { wire: 'ProfitReport!',
    as: 'member01',
    call: { query: { startTime: Date.parse('2025-04-01T00:00:00Z'), endTime: Date.parse('2025-05-31T23:59:59.999Z'), period: 'WEEK' } },
    check: (value) => expect((value.list as unknown[]).length).toBeGreaterThan(8),
  },
  memberBonus: { wire: 'BonusReport!',
    as: 'member01',
    call: { query: { startTime: Date.parse('2025-01-01T00:00:00Z'), endTime: Date.parse('2025-05-31T23:59:59.999Z'), period: 'MONTH' } },
    check: (value) => expect((value.list as unknown[]).length).toBeGreaterThan(3),
  },
  memberBadges: { wire: 'MemberBadges!', as: 'member01', check: (value) => expect(value).toEqual({ unreadMessages: 3, missions: 2, rewards: 2 }) },
  // inbox, reward centre, manual rebate
  inboxList: { wire: 'InboxPage!', as: 'member01', call: { query: { pageNo: '1', pageSize: '10' } }, check: (value) => expect(value).toMatchObject({ pageNum: 1, totalPages: 4, totalCount: 35, unread: 3, list: expect.arrayContaining([expect.objectContaining({ read: false })]) }) },
  inboxRead: { wire: 'InboxRead!', as: 'member01', call: { body: { id: 'msg-member01-1' } }, check: (value) => expect(value).toEqual({ id: 'msg-member01-1', unread: 2 }) },
  inboxDelete: { wire: 'InboxDeleted!', as: 'member01', call: { body: { ids: ['msg-member01-1', 'msg-member01-30', 'nope'] } }, check: (value) => expect(value).toEqual({ deleted: 2, unread: 2 }) },
  rewardsAvailable: { wire: 'AvailableRewardList!', as: 'member01', check: (value) => expect((value as unknown as { list: unknown[] }).list).toHaveLength(2) },
  rewardClaim: { wire: 'RewardClaim!', as: 'member01', call: { body: { rewardId: 'rwd-member01-weekly' } }, check: (value) => expect(value).toMatchObject({ rewardId: 'rwd-member01-weekly', amount: 25 }) },
  rewardClaims: { wire: 'RewardClaimPage!', as: 'member01', check: (value) => expect(value).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 17 }) },
  raffleStatus: { wire: 'RaffleStatusList!', as: 'member01', check: (value) => expect((value as unknown as { list: { claimed: boolean }[] }).list.map((raffle) => raffle.claimed)).toEqual([false, true, true, true]) },
  rebateAvailable: { wire: 'RebateAvailable!', as: 'member01', check: (value) => expect(value).toMatchObject({ total: expect.any(Number), since: expect.any(String), list: expect.arrayContaining([expect.objectContaining({ gameType: 'RNG', rate: 0.8 })]) }) },
  rebateClaim: { wire: 'RebateClaim!', as: 'member01', check: (value) => expect(value).toMatchObject({ claimId: expect.any(String), amount: expect.any(Number) }) },
  rebateClaims: { wire: 'RebateClaimPage!', as: 'member01', check: (value) => expect(value).toMatchObject({ pageNum: 1, totalCount: 17 }) },
  // member centre, account group
  responsibleGaming: { wire: 'ResponsibleGaming!', as: 'member01',
    check: (value) => expect(value).toMatchObject({ selfExcluded: false, coolOffUntil: null, coolOffDays: [1, 7, 30], limits: [{ period: 'DAY', amount: null }, { period: 'WEEK' }, { period: 'MONTH' }] }),
  },
  setDepositLimit: { wire: 'DepositLimitChange!', as: 'member01', call: { body: { period: 'DAY', amount: 500 } },
    check: (value) => expect(value).toMatchObject({ change: 'applied', state: { limits: [{ period: 'DAY', amount: 500, remaining: 500, pending: null }, {}, {}] } }),
  },
  startCoolOff: { wire: 'ResponsibleGaming!', as: 'member01', call: { body: { days: 7 } },
    check: (value) => expect(value.coolOffUntil).toEqual(expect.any(String)),
  },
  selfExclude: { wire: 'ResponsibleGaming!', as: 'member01', call: { body: { confirm: true } },
    check: (value) => expect(value).toMatchObject({ selfExcluded: true }),
  },
  feedbackSettings: { wire: 'FeedbackSettings!',
    check: (value) => expect(value).toEqual({ minWords: 5, maxWords: 300, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, imageTypes: ['image/png', 'image/jpeg'] }),
  },
  // promotions and referral
  promotionList: { wire: 'PromotionActivityList!', as: 'member01',
    check: (value) => expect((value as unknown as { list: { status: string }[] }).list.map((promotion) => promotion.status).sort()).toEqual(['APPLYING', 'CLAIMED', 'COMING_SOON', 'ISSUED', 'JOIN', 'JOIN', 'JOINED', 'JOINED', 'PROCESS', 'REJECTED']),
  },
  promotionApply: { wire: 'PromotionActivity!', as: 'member01', call: { body: { promotionId: 'promo-4', comment: 'Quiero participar' } }, check: (value) => expect(value).toMatchObject({ promotionId: 'promo-4', status: 'APPLYING', comment: 'Quiero participar' }) },
  promotionClaim: { wire: 'PromotionBonusClaim!', as: 'member01', call: { body: { promotionId: 'promo-1' } }, check: (value) => expect(value).toMatchObject({ promotionId: 'promo-1', amount: 50 }) },
  referralDetails: { wire: 'ReferralDetails!', as: 'member01', check: (value) => expect(value).toMatchObject({ enabled: true, referralCode: expect.stringMatching(/^RF[0-9A-Z]{6}$/), totalFriends: 11, qualifiedFriends: 6, totalReward: 90 }) },
  // missions, red envelope and VIP
  missionList: { wire: 'MissionList!', as: 'member01',
    check: (value) => expect((value as unknown as { list: { status: string }[] }).list.map((mission) => mission.status)).toEqual(['CLAIMABLE', 'CLAIMABLE', 'IN_PROGRESS', 'IN_PROGRESS', 'IN_PROGRESS', 'CLAIMED']),
  },
  missionClaim: { wire: 'MissionClaim!', as: 'member01', call: { body: { missionId: 'msn-member01-login-streak' } }, check: (value) => expect(value).toMatchObject({ missionId: 'msn-member01-login-streak', reward: 15 }) },
  missionLeaderboard: { wire: 'MissionRanking!', as: 'member01',
    check: (value) => {
      const { entries } = value as unknown as { entries: { username: string; self: boolean }[] };
      expect(entries).toHaveLength(20);
      expect(entries.filter((entry) => entry.self).map((entry) => entry.username)).toEqual(['me***01']);
    },
  },
  redEnvelope: { wire: 'RedEnvelopeAvailable!', as: 'member01', check: (value) => expect(value).toEqual({ envelope: null }) },
  redEnvelopeOpen: { wire: 'RedEnvelopeOpened!', as: 'member01',
    setup: async (env, scenario) => ({ body: { envelopeId: (await controlFor(env.platform, scenario).dropRedEnvelope('member01', { amount: 8.88 })).envelopeId } }),
    check: (value) => expect(value).toMatchObject({ amount: 8.88 }),
  },
  vipProgress: { wire: 'VipProgress!', as: 'member01', check: (value) => expect(value).toMatchObject({ playerRankName: 'VIP 3', nextRankName: 'VIP 4', level: 3, monthlyTurnover: { expected: 4000 } }) },
};

/**
 * Register rules travel as an object keyed by field name (API.md), which GraphQL cannot type;
 * the SDL lists them as [RegisterFieldSetting] with the key in `field`.
 */
function keyedRegisterRulesAsList(value: unknown): unknown {
  const asList = (rules: Record<string, object>) => Object.entries(rules).map(([field, rule]) => ({ field, ...rule }));
  if (typeof value !== 'object' || value === null) return value;
  if ('username' in value && 'password' in value) return asList(value as Record<string, object>);
  if ('info' in value && typeof value.info === 'object' && value.info !== null && 'register' in value.info) {
    const info = value.info as { register: Record<string, object> };
    return { ...value, info: { ...info, register: asList(info.register) } };
  }
  return value;
}

describe('every route answers with the envelope and its data', () => {
  let env: TestPlatform;
  beforeAll(() => {
    env = createTestPlatform();
  });

  it.each(ROUTE_IDS)('%s', async (routeId) => {
    const routeCase = CASES[routeId];
    const scenario = freshScenario(routeId);
    const token = routeCase.as ? await tokenFor(env.platform, routeCase.as, PASSWORDS[routeCase.as], { scenario }) : undefined;
    const extra = routeCase.setup ? await routeCase.setup(env, scenario) : {};
    const result = await callRoute(env.platform, routeId, { scenario, token, ...routeCase.call, ...extra });

    expect(Object.keys(result.body).sort()).toEqual(['errorCode', 'message', 'success', 'value']);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.body, JSON.stringify(result.body)).toMatchObject({ success: true, errorCode: null, message: null });
    expect(result.status).toBe(200);
    routeCase.check(result.body.value as Value, env);
    if (routeCase.wire === null) expect(result.body.value).toBeNull();
    else expect(wireProblems(keyedRegisterRulesAsList(result.body.value), routeCase.wire)).toEqual([]);
  });

  it('answers an unknown path with 404 and a wrong method with 405, both in the envelope', async () => {
    const unknown = await env.platform.handle(new Request(`${BASE_URL}/wps/nothing/here`, { headers: { Merchant: 'RP01' } }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, value: null, message: null, errorCode: 'route.not.found' });
    const wrongMethod = await env.platform.handle(new Request(`${BASE_URL}/wps/system/status`, { method: 'POST', headers: { Merchant: 'RP01' } }));
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ success: false, errorCode: 'method.not.allowed' });
  });
});
