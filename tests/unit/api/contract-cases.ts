/**
 * The contract case of every route of the route table (src/api/routes.ts): the adapter call with
 * realistic arguments (signed in as a seeded account where the route needs one) and what its
 * answer must carry; for a mutating call, the effect read back through the adapter or the control
 * endpoint. Typed `Record<RouteId, ContractCase>`: a route added without a case is a compile
 * error. contract.test.ts runs them; fault-matrix.test.ts reuses the calls under every fault.
 */
import { expect } from 'vitest';
import type { Platform } from '../../../schema/platform';
import { ROUTE_IDS, type RouteId } from '../../../src/api/routes';
import { readLoginVerificationMethods } from '../../../src/api';
import { type PlatformApi } from './platform-api';
import { IN_PROCESS_ORIGIN, type InProcessHarness, type SeededAccount } from './in-process';

export interface ContractCase {
  /** Signed in (through the adapter) before the call; absent: a visitor. */
  readonly as?: SeededAccount;
  /** Prepares the scenario; its answer is handed to `call` and `check`. */
  readonly setup?: (harness: InProcessHarness) => Promise<unknown>;
  /** The adapter call under test, with realistic arguments. */
  readonly call: (api: PlatformApi, harness: InProcessHarness, prepared: unknown) => Promise<unknown>;
  /** The answer carries the data (and, for a mutating call, the platform's state changed). */
  readonly check: (result: unknown, harness: InProcessHarness, prepared: unknown) => void | Promise<void>;
  /** The call changes something although its route is a GET (a contract command): never retried. */
  readonly command?: true;
}

/** Lets each case type its own setup and result; the table stores them erased. */
function contract<Prepared = undefined, Result = unknown>(spec: {
  as?: SeededAccount;
  setup?: (harness: InProcessHarness) => Promise<Prepared>;
  call: (api: PlatformApi, harness: InProcessHarness, prepared: Prepared) => Promise<Result>;
  check: (result: Result, harness: InProcessHarness, prepared: Prepared) => void | Promise<void>;
  command?: true;
}): ContractCase {
  return spec as ContractCase;
}

async function smsCode(harness: InProcessHarness, mobileNum: string): Promise<string> {
  const code = await harness.control.smsCode(mobileNum);
  if (!code) throw new Error(`no SMS code for ${mobileNum}`);
  return code;
}

const DAY_MS = 86_400_000;
const dayStart = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;
/** Money added up in cents, so a total compares exactly with its rows. */
const cents = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

const DEPOSIT_BANK = { channelId: 'bank-bbva', amount: 500, bankCode: 'BBVA', bankType: 'B', vendorId: 'OFFLINE' } as const;

const firstLotteryGame = (platform: Platform) => platform.catalogue.lotteryGames[0]?.gameCode ?? '';

/** member01's seeded bank card and payment password (schema/domain/withdraw.ts, schema/seed/accounts.ts). */
const MEMBER_CARD = 'card-member01-1';
const PAYMENT_PASSWORD = '246810';

/** A pending withdrawal of member01 made through the adapter. */
async function pendingWithdrawal(harness: InProcessHarness, amount: number, idempotencyKey: string) {
  const order = await harness.api.withdraw.withdraw({ amount, bankCardId: MEMBER_CARD, password: PAYMENT_PASSWORD, idempotencyKey });
  // the embedded platform names the order (null is a real platform's answer without it)
  if (!order) throw new Error('the withdrawal was answered without its order');
  return order;
}

export const contractCases: Record<RouteId, ContractCase> = {
  // ------------------------------------------------------------------------------- session
  rsaKey: contract({
    call: (api) => api.session.getEncryptionKey(),
    check: (key) => expect(key).toEqual({ alg: 'RSA-OAEP-256+A256GCM', publicKey: expect.stringMatching(/^MII/) }),
  }),
  login: contract({
    call: (api) => api.session.login({ type: 'username', username: 'member01', password: 'Member2024' }),
    check: async (result, harness) => {
      // strict: the login result's named fields only (account and type are ours)
      expect(result).toMatchObject({ token: expect.any(String), firstTimeLogin: false, passwordExpired: false, ...(harness.profile === 'strict' ? {} : { account: 'member01', type: 0 }) });
      expect((await harness.control.account('member01'))?.activeSessions).toBe(1);
    },
  }),
  loginVerification: contract({
    setup: async (harness) => {
      await harness.control.markIpUnregistered('member01');
      const challenged = await harness.api.session.login({ type: 'username', username: 'member01', password: 'Member2024' }).catch((error: unknown) => error);
      expect(readLoginVerificationMethods(challenged)).toContain('BANK_NAME');
    },
    call: (api) => api.session.verifyLogin({ type: 'username', username: 'member01', password: 'Member2024', verifyMethod: 'BANK_NAME', verifyCode: 'Juan Perez' }),
    check: (result, harness) => expect(result).toMatchObject({ token: expect.any(String), ...(harness.profile === 'strict' ? {} : { account: 'member01' }) }),
  }),
  freePlayLogin: contract({
    call: (api) => api.session.freePlayLogin(),
    check: (result, harness) => expect(result).toMatchObject({ token: expect.any(String), ...(harness.profile === 'strict' ? {} : { type: 4 }) }),
  }),
  logout: contract({
    as: 'member01',
    call: (api) => api.session.logout(),
    check: async (_result, harness) => {
      expect((await harness.control.account('member01'))?.activeSessions).toBe(0);
      const after = await harness.api.member.getInfo().catch((error: unknown) => error);
      expect(after).toMatchObject({ kind: 'session' });
      // That 401 was asked for; the runner checks no other call lost the session.
      harness.expired.length = 0;
    },
  }),
  captcha: contract({
    call: (api) => api.session.getCaptcha(),
    check: async (image, harness) => {
      expect(image).toMatch(/^data:image\/png;base64,iVBOR/);
      expect(await harness.control.captchaAnswer()).toMatch(/^\d{4}$/);
    },
  }),
  smsNoLogin: contract({
    call: (api) => api.session.sendSmsCode({ mobileNum: '5512345601', countryDialingCode: '52' }),
    check: async (result, harness) => {
      expect(result).toEqual({ expiredMinutes: 1 });
      expect(await harness.control.smsCode('5512345601')).toMatch(/^\d{6}$/);
    },
  }),
  smsRegister: contract({
    call: (api) => api.session.sendRegisterSmsCode({ mobileNo: '5599990001', countryDialingCode: '52' }),
    check: async (result, harness) => {
      expect(result).toEqual({ expiredMinutes: 1 });
      expect(await harness.control.smsCode('5599990001')).toMatch(/^\d{6}$/);
    },
  }),
  smsRegisterMobile: contract({
    call: (api) => api.session.sendRegisterMobileSmsCode({ mobileNo: '5599990002', countryDialingCode: '52' }),
    check: async (result, harness) => {
      expect(result).toEqual({ expiredMinutes: 1 });
      expect(await harness.control.smsCode('5599990002')).toMatch(/^\d{6}$/);
    },
  }),

  // ------------------------------------------------------------------------------- member
  memberInfo: contract({
    as: 'member01',
    call: (api) => api.member.getInfo(),
    // strict: API.md's four fields only
    check: (info, harness) => expect(info).toMatchObject({ id: '100001', account: 'member01', nickname: 'Lucky Member', type: 0, ...(harness.profile === 'strict' ? {} : { mobileNum: '55******01' }) }),
  }),
  memberIcon: contract({
    as: 'member01',
    call: (api) => api.member.getIcon(),
    check: (icon) => expect(icon).toBe('/__platform/img/avatar/member01.webp'),
  }),
  register: contract({
    call: (api) => api.member.register({ username: 'newplayer1', password: 'Abc12345', confirmPassword: 'Abc12345' }),
    check: async (result, harness) => {
      expect(result.token).toEqual(expect.any(String));
      expect((await harness.control.account('newplayer1'))?.type).toBe(0);
    },
  }),
  registerMobile: contract({
    setup: async (harness) => {
      await harness.api.session.sendRegisterMobileSmsCode({ mobileNo: '5599990003', countryDialingCode: '52' });
      return smsCode(harness, '5599990003');
    },
    call: (api, _harness, code) =>
      api.member.registerByMobile({ username: 'mobplayer1', mobileNum: '5599990003', countryDialingCode: '52', password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode: code }),
    check: async (result, harness) => {
      expect(result.token).toEqual(expect.any(String));
      expect((await harness.control.accounts()).some((account) => account.mobileNum === '5599990003')).toBe(true);
    },
  }),
  changePassword: contract({
    as: 'member01',
    call: (api) => api.member.changePassword({ oldPassword: 'Member2024', newPassword: 'Changed123', confirmNewPassword: 'Changed123' }),
    check: async (_result, harness) => expect((await harness.control.account('member01'))?.password).toBe('Changed123'),
  }),
  forgotPasswordEmail: contract({
    call: (api) => api.member.forgotPasswordByEmail({ username: 'member01', email: 'member01@rp01.example' }),
    // strict: answered `true`, the address not said
    check: (masked, harness) => expect(masked).toBe(harness.profile === 'strict' ? '' : 'me***@rp01.example'),
  }),
  setPasswordByPhone: contract({
    setup: async (harness) => {
      await harness.api.session.sendSmsCode({ mobileNum: '5512345601', countryDialingCode: '52' });
      return smsCode(harness, '5512345601');
    },
    call: (api, _harness, code) => api.member.setPasswordByPhone({ mobileNum: '5512345601', verificationCode: code, newPassword: 'Reset1234' }),
    check: async (result, harness) => {
      expect(result.token).toEqual(expect.any(String));
      expect((await harness.control.account('member01'))?.password).toBe('Reset1234');
    },
  }),
  firstLoginAction: contract({
    as: 'firstlogin01',
    call: (api) => api.member.firstLoginAction(),
    check: async (_result, harness) => expect((await harness.control.account('firstlogin01'))?.firstTimeLogin).toBe(false),
  }),
  updateLanguage: contract({
    as: 'member01',
    call: (api) => api.member.updateLanguage('en'),
    // strict member info does not name the language (ours)
    check: async (_result, harness) => expect((await harness.api.member.getInfo()).language).toBe(harness.profile === 'strict' ? undefined : 'en'),
  }),
  unreadMessageCount: contract({
    as: 'member01',
    call: (api) => api.member.getUnreadMessageCount(),
    check: (count) => expect(count).toBe(3),
  }),
  affiliate: contract({
    call: (api) => api.member.checkAffiliate({ code: 'AG0001', domain: 'www.rp01.example' }),
    check: (result) => expect(result).toMatchObject({ valid: true }),
  }),
  feedback: contract({
    call: (api) => api.member.sendFeedback({ content: 'Me encanta el sitio, gracias' }),
    check: (_result, harness) => {
      const feedback = harness.platform.scenarios.get(harness.scenario).feedback;
      expect(feedback.map((record) => record.content)).toEqual(['Me encanta el sitio, gracias']);
    },
  }),

  // ------------------------------------------------------------------------------- system
  systemStatus: contract({
    call: (api) => api.system.getStatus(),
    check: (status) => {
      expect(status.status).toBe(0);
      expect(status.location.ip).toBe('203.0.113.7');
      expect(status.flags.USERNAMEREG3).toBe(true);
      expect(status.info.launchGameCDNs).toEqual([IN_PROCESS_ORIGIN]);
      expect(status.info.register.username).toMatchObject({ minLength: 6, maxLength: 12, patternId: '2', required: true });
    },
  }),
  whitelabel: contract({
    call: (api) => api.system.getWhitelabel(),
    check: (result) => {
      expect(result.flags).toMatchObject({ REGISTER: true, USERNAMEREG3: true, DIVIDEND: true });
      expect(result.tree.length).toBeGreaterThan(0);
    },
  }),
  registerSettings: contract({
    call: (api) => api.system.getRegisterSettings(),
    check: (settings) => {
      expect(settings.password).toMatchObject({ patternId: '6', minLength: 6, maxLength: 20 });
      expect(settings.qqNum?.show).toBe(false);
    },
  }),
  domainRoute: contract({
    call: (api) => api.system.getDomainRoute(),
    check: (domains) => expect(domains).toContainEqual(expect.objectContaining({ url: 'https://www.rp01.example' })),
  }),
  helpCenter: contract({
    call: (api) => api.system.getHelpCenter({ lang: 'en' }),
    check: (entries) => expect(entries).toContainEqual(expect.objectContaining({ anchor: 'term', title: 'Terms and conditions' })),
  }),
  articleList: contract({
    call: (api) => api.articles.getArticles({ kind: 'NEWS', page: 2, lang: 'en' }),
    check: (page) => {
      // seven news items, six a page: the second page holds the oldest one, in English
      expect(page).toMatchObject({ page: 2, totalPages: 2, totalCount: 7 });
      expect(page.articles).toEqual([expect.objectContaining({ slug: 'programa-vip', title: 'The VIP programme is renewed', imageUrl: expect.stringMatching(/\.webp$/) })]);
    },
  }),
  article: contract({
    call: (api) => api.articles.getArticle({ kind: 'BLOG', slug: 'bankroll-basico', lang: 'es' }),
    check: (article) => {
      expect(article).toMatchObject({ slug: 'bankroll-basico', title: 'Administra tu saldo como un profesional', author: 'Diego Herrera' });
      expect(article.content).toContain('<p>Fija un presupuesto por sesión y respétalo.</p>');
    },
  }),
  countries: contract({
    call: (api) => api.system.getCountries(),
    check: (countries) => expect(countries).toContainEqual({ countryCode: 'MX', countryDialingCode: '52', name: 'México' }),
  }),

  // ------------------------------------------------------------------------------- wallet
  balance: contract({
    as: 'member01',
    call: (api) => api.wallet.getBalance(),
    check: (balance) =>
      expect(balance).toEqual({
        sumBalance: 1555.75,
        currencySymbol: '$',
        balance: [
          { accountTypeId: '1', accountTypeName: 'MAIN', availBalance: 1520.75 },
          { accountTypeId: '2', accountTypeName: 'BONUS', availBalance: 35 },
          { accountTypeId: '11', accountTypeName: 'PG', availBalance: 0 },
          { accountTypeId: '12', accountTypeName: 'EVO', availBalance: 0 },
          { accountTypeId: '13', accountTypeName: 'SABA', availBalance: 0 },
        ],
      }),
  }),
  consolidatedFunds: contract({
    as: 'agent02',
    call: (api) => api.wallet.getConsolidatedFunds(),
    check: (funds, harness) => {
      // every form reads the sections keyed by game type; the strict platform's rows do not repeat it
      expect(funds.dailysalreqtype.RNG).toEqual([expect.objectContaining({ id: 'contract-2', gameType: 'RNG', status: 'P' })]);
      expect(funds.divtypeinfo.LIVE).toEqual([expect.objectContaining({ gameType: 'LIVE', status: 'A' })]);
      // strict: API.md names only the contract sections, no balances (ours: 0 / not said)
      if (harness.profile === 'strict') expect([funds.totalBalance, funds.walletBalance, funds.downlineBalance, funds.contractKinds]).toEqual([0, undefined, undefined, undefined]);
      else expect(funds).toMatchObject({ walletBalance: 12045.1, downlineBalance: 1555.75 + 4310, pendingWithdrawal: 0, totalBalance: expect.any(Number) });
    },
  }),
  walletTransfer: contract({
    as: 'member01',
    call: (api) => api.wallet.transfer({ fromAccountTypeId: '1', toAccountTypeId: '2', amount: 100 }),
    check: async (result, harness) => {
      const expected = expect.arrayContaining([expect.objectContaining({ accountTypeId: '1', availBalance: 1420.75 }), expect.objectContaining({ accountTypeId: '2', availBalance: 135 })]);
      expect(result).toMatchObject({ sumBalance: 1555.75, balance: expected });
      expect((await harness.api.wallet.getBalance()).balance).toEqual(expected);
    },
  }),
  merchantWallet: contract({
    as: 'member01',
    call: (api) => api.wallet.getMerchantWallet(),
    check: (wallet) => expect(wallet).toEqual({ isSingle: false }),
  }),
  transactionDetail: contract({
    as: 'member01',
    call: (api) => api.wallet.getTransactionDetail({ pageNo: 1, pageSize: 5 }),
    check: (page) => {
      expect(page).toMatchObject({ pageNum: 1, totalCount: expect.any(Number), totalPages: Math.ceil(page.totalCount / 5) });
      expect(page.items).toHaveLength(5);
      expect(page.items[0]).toMatchObject({ id: expect.any(String), amount: expect.any(Number), type: expect.any(String) });
    },
  }),

  // ------------------------------------------------------------------------------- ledger
  transactionRecord: contract({
    as: 'member01',
    // the effect this call shows: a transfer made just before is the newest row of today's record
    setup: async (harness) => harness.api.wallet.transfer({ fromAccountTypeId: '1', toAccountTypeId: '11', amount: 42.5 }),
    call: (api) => api.ledger.getTransactionRecord({ startTime: Date.now() - 86_400_000, endTime: Date.now() + 60_000, page: 1, codeTypes: ['other'] }),
    check: (page) => {
      expect(page.list.slice(0, 2)).toMatchObject([
        { txTypeName: 'other', amount: 42.5, remark: 'MAIN → PG', currentAvailBalance: 1555.75 },
        { txTypeName: 'other', amount: -42.5, remark: 'MAIN → PG', currentAvailBalance: 1513.25 },
      ]);
      expect(page.summary).toMatchObject({ totalIn: expect.any(Number), totalOut: expect.any(Number), count: page.totalCount });
      expect(page.list.length).toBeLessThanOrEqual(10);
    },
  }),
  walletRecall: contract({
    as: 'member01',
    setup: async (harness) => harness.api.wallet.transfer({ fromAccountTypeId: '1', toAccountTypeId: '13', amount: 60 }),
    call: (api) => api.ledger.recallToMain(),
    check: async (result, harness) => {
      expect(result.balance).toEqual(expect.arrayContaining([expect.objectContaining({ accountTypeId: '1', availBalance: 1520.75 }), expect.objectContaining({ accountTypeId: '13', availBalance: 0 })]));
      expect((await harness.api.wallet.getBalance()).sumBalance).toBe(1555.75);
    },
  }),
  transferTargets: contract({
    as: 'agent02',
    call: (api) => api.ledger.getTransferTargets(),
    check: (targets, harness) =>
      // strict: hasPaymentPassword is ours (API.md does not name it): not said, so unknown
      expect({ ...targets, hasPaymentPassword: targets.hasPaymentPassword ?? 'not said' }).toMatchObject({ upline: { username: 'agent01' }, downlines: [{ username: 'agent41' }, { username: 'member01' }], hasPaymentPassword: harness.profile === 'strict' ? 'not said' : true, mainBalance: 12045.1 }),
  }),
  transferToUpline: contract({
    as: 'member01',
    call: (api) => api.ledger.transferToUpline({ amount: 30, password: '246810' }),
    check: async (result, harness) => {
      expect(result).toMatchObject({ recipient: 'agent02', amount: 30, sumBalance: 1525.75 });
      expect((await harness.control.account('agent02'))?.mainBalance).toBe(12075.1);
    },
  }),
  transferToDownline: contract({
    as: 'agent02',
    call: (api) => api.ledger.transferToDownline({ amount: 15, password: '246810', downline: 'member01' }),
    check: async (result, harness) => {
      expect(result).toMatchObject({ recipient: 'member01', sumBalance: 12030.1 });
      expect((await harness.control.account('member01'))?.mainBalance).toBe(1535.75);
    },
  }),

  // ------------------------------------------------------------------------------- games
  gameMenus: contract({
    call: (api) => api.games.getGameMenus(),
    check: (menus) => expect(menus.map((menu) => menu.gameType)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT']),
  }),
  gameType: contract({
    call: (api) => api.games.getGameType(),
    check: (types) => {
      expect(types).toHaveLength(9);
      expect(types.every((type) => type.gameType.length > 0)).toBe(true);
    },
  }),
  pvpRooms: contract({
    call: (api) => api.games.getPvpRooms(),
    check: (rooms) => {
      expect(rooms).toHaveLength(24);
      expect(rooms[0]).toMatchObject({ roomId: expect.any(String), name: expect.any(String) });
    },
  }),
  gameList: contract({
    call: (api) => api.games.getGameList({ gameType: 'RNG', pageNo: 2, pageSize: 18 }),
    check: (page) => {
      expect(page.games).toHaveLength(18);
      expect(page.games.every((game) => game.nodeId.length > 0 && game.gameType === 'RNG')).toBe(true);
      expect(page.totalCount).toBeGreaterThan(1000);
      expect(page.totalPages).toBe(Math.ceil(page.totalCount / 18));
    },
  }),
  hotGames: contract({
    call: (api) => api.games.getHotGames(),
    check: (games) => {
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((game) => game.isHot && game.nodeId.length > 0)).toBe(true);
    },
  }),
  vendors: contract({
    call: (api) => api.games.getVendors(),
    check: (lanes) => {
      expect(lanes).toHaveLength(8);
      expect(lanes[0]?.cards.length).toBeGreaterThan(0);
      expect(lanes[0]?.cards[0]).toMatchObject({ vassalage: expect.any(String) });
    },
  }),
  recentGames: contract({
    as: 'member01',
    call: (api) => api.games.getRecentGames({ gameType: undefined }),
    check: (page) => {
      expect(page.totalCount).toBe(6);
      expect(page.list.every((game) => game.nodeId.length > 0)).toBe(true);
    },
  }),
  favouriteIds: contract({
    as: 'member01',
    call: (api) => api.games.getFavouriteIds(),
    check: (ids) => {
      expect(ids).toHaveLength(8);
      expect(ids.every((nodeId) => /^\d+$/.test(nodeId))).toBe(true);
    },
  }),
  favouriteList: contract({
    as: 'member01',
    call: (api) => api.games.getFavouriteList(),
    check: (page) => {
      expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 8 });
      expect(page.content.map((game) => game.nodeId)).toHaveLength(8);
    },
  }),
  addFavourite: contract({
    as: 'member01',
    call: (api) => api.games.addFavourite({ nodeId: '10002', vendor: 'PG', gameType: 'RNG' }),
    check: async (_result, harness) => {
      expect(await harness.api.games.getFavouriteIds()).toContain('10002');
      expect((await harness.api.games.getFavouriteList()).content.map((game) => game.nodeId)).toContain('10002');
    },
  }),
  removeFavourite: contract({
    as: 'member01',
    setup: async (harness) => {
      const [first] = await harness.api.games.getFavouriteIds();
      if (!first) throw new Error('member01 has no favourites');
      return first;
    },
    call: (api, harness, nodeId) => {
      const game = harness.platform.catalogue.gamesById.get(nodeId);
      return api.games.removeFavourite({ nodeId, vendor: game?.vassalage ?? '', gameType: game?.gameType ?? '' });
    },
    check: async (_result, harness, nodeId) => {
      const ids = await harness.api.games.getFavouriteIds();
      expect(ids).toHaveLength(7);
      expect(ids).not.toContain(nodeId);
    },
  }),
  launchGame: contract({
    as: 'member01',
    call: (api) => api.games.launchGame({ nodeId: '10002', gameType: 'RNG', vassalage: 'PG' }),
    check: async (url, harness) => {
      expect(url).toMatch(new RegExp(`^${IN_PROCESS_ORIGIN}/__platform/play/10002\\?mode=real`));
      expect((await harness.control.account('member01'))?.recentGames[0]).toBe('10002');
    },
  }),

  // ------------------------------------------------------------------------------- content
  announcements: contract({
    call: (api) => api.content.getAnnouncements(),
    check: (page) => {
      expect(page).toMatchObject({ pageNum: 1, totalPages: 3 });
      expect(page.items).toHaveLength(9);
      expect(page.items.every((item) => item.title.length > 0)).toBe(true);
    },
  }),
  notices: contract({
    call: (api) => api.content.getNotices(),
    check: (notices) => {
      expect(notices.banners.length).toBeGreaterThan(0);
      expect(notices.banners.every((banner) => banner.groupName?.startsWith('w_'))).toBe(true);
      expect(notices.notices.length).toBeGreaterThan(0);
      expect(notices.popups.every((popup) => popup.execution === 'B')).toBe(true);
      expect(notices.promotions.length).toBeGreaterThan(0);
    },
  }),
  winnerBoard: contract({
    call: (api) => api.content.getWinnerBoard(),
    check: (winners) => {
      expect(winners).toHaveLength(20);
      expect(winners.map((winner) => winner.winAmount)).toEqual(winners.map((winner) => winner.winAmount).toSorted((left, right) => right - left));
      expect(winners[0]).toMatchObject({ gameName: expect.any(String), customerName: expect.any(String) });
    },
  }),
  raffleClaim: contract({
    as: 'member01',
    call: (api) => api.content.claimRaffle({ raffleId: 'june' }),
    check: async (result, harness) => {
      expect(result).toMatchObject({ raffleId: 'june', prize: expect.any(Number) });
      const prize = result.prize ?? 0;
      expect(prize).toBeGreaterThan(0);
      const bonus = (await harness.api.wallet.getBalance()).balance.find((wallet) => wallet.accountTypeId === '2');
      expect(bonus?.availBalance).toBeCloseTo(35 + prize, 2);
      const again = await harness.api.content.claimRaffle({ raffleId: 'june' }).catch((error: unknown) => error);
      expect(again).toMatchObject({ messageKey: 'errors:raffleClaimed' });
    },
  }),
  chatUnreadCount: contract({
    as: 'member01',
    call: (api) => api.content.getChatUnreadCount(),
    check: async (count, harness) => {
      expect(count).toBe(4);
      // opening the chat room reads them; the control endpoint steers the count
      await harness.api.content.launchChat();
      expect(await harness.api.content.getChatUnreadCount()).toBe(0);
      await harness.control.setChatUnread('member01', 7);
      expect(await harness.api.content.getChatUnreadCount()).toBe(7);
    },
  }),
  launchChat: contract({
    as: 'member01',
    call: (api, harness) => api.content.launchChat({ modelId: harness.platform.catalogue.liveCamModels[0]?.modelId ?? '' }),
    check: async (url, harness) => {
      expect(url).toMatch(/\/__platform\/chat\/.+\?lang=es$/);
      // a model's chat leaves the chat room's unread messages alone; the chat room's address reads them
      expect(await harness.api.content.getChatUnreadCount()).toBe(4);
      expect(await harness.api.content.launchChat()).toMatch(/\/__platform\/chatroom\?lang=es$/);
      expect(await harness.api.content.getChatUnreadCount()).toBe(0);
    },
  }),
  liveCamModels: contract({
    as: 'member01',
    call: (api) => api.content.getLiveCamModels(),
    check: (models) => {
      expect(models).toHaveLength(16);
      expect(models[0]).toMatchObject({ modelId: expect.any(String), name: expect.any(String) });
    },
  }),

  // ------------------------------------------------------------------------------- points mall
  pointsBalance: contract({
    as: 'member01',
    call: (api) => api.points.getBalance(),
    check: (balance) => expect(balance).toMatchObject({ points: 12500, pointsRatio: 100, units: 'pts' }),
  }),
  pointsReward: contract({
    as: 'member01',
    call: (api) => api.points.getRewards(),
    check: (page) => {
      expect(page.items).toHaveLength(10);
      expect(page.items[0]).toMatchObject({ id: 'reward-1', points: 500, name: expect.any(String) });
    },
  }),
  pointsConfig: contract({
    as: 'member01',
    call: (api) => api.points.getConfig(),
    check: (config) => expect(config).toMatchObject({ pointsRatio: 100 }),
  }),
  pointsRedeem: contract({
    as: 'member01',
    call: (api) => api.points.redeem({ itemId: 'reward-1', quantity: 1, password: '246810' }),
    check: async (result, harness) => {
      expect(result).toMatchObject({ id: expect.any(String), status: 'PROCESS', points: 500 });
      const list = await harness.api.points.getRedeemList();
      expect(list.totalCount).toBe(11);
      expect(list.items[0]).toMatchObject({ id: result.id, itemId: 'reward-1', status: 'PROCESS', quantity: 1 });
      expect((await harness.api.points.getBalance()).points).toBe(12000);
      // the ledger says where the points went
      expect((await harness.api.points.getDetails()).items[0]).toMatchObject({ type: 'REDEEM', points: -500, balanceAfter: 12000, remark: result.id });
    },
  }),
  pointsRedeemList: contract({
    as: 'member01',
    call: (api) => api.points.getRedeemList(),
    check: (page) => {
      expect(page.totalCount).toBe(10);
      expect(new Set(page.items.map((record) => record.status))).toEqual(new Set(['PROCESS', 'APPROVED', 'REJECTED']));
      expect(page.items.every((record) => record.id.length > 0)).toBe(true);
    },
  }),
  pointsConvert: contract({
    as: 'member01',
    call: (api) => api.points.convert({ points: 1000, password: '246810' }),
    check: async (result, harness) => {
      expect(result).toMatchObject({ points: 11500, amount: 10 });
      expect((await harness.api.wallet.getBalance()).sumBalance).toBe(1565.75);
      expect((await harness.api.points.getDetails()).items[0]).toMatchObject({ type: 'CONVERT', points: -1000, balanceAfter: 11500 });
    },
  }),
  pointsBalanceHistory: contract({
    as: 'member01',
    call: (api) => api.points.getBalanceHistory(),
    check: async (points, harness) => {
      // months of days, oldest first, ending at today's balance; each day is the ledger's last balance that day
      expect(points.length).toBeGreaterThan(60);
      expect(points.at(-1)?.balance).toBe(12500);
      points.slice(1).forEach((point, index) => expect(point.at).toBeGreaterThan(points[index]?.at ?? 0));
      const newest = (await harness.api.points.getDetails({ pageNo: 1, pageSize: 1 })).items[0];
      expect(new Date(points.at(-1)?.at ?? 0).toISOString().slice(0, 10)).toBe(newest?.createdTime?.slice(0, 10));
    },
  }),
  pointsDetails: contract({
    as: 'member01',
    call: (api) => api.points.getDetails({ pageNo: 1, pageSize: 20 }),
    check: (page) => {
      expect(page.items).toHaveLength(20);
      expect(page.totalCount).toBeGreaterThan(80);
      // newest first, ending at the balance: each row's balance is the older one's plus its points
      expect(page.items[0]?.balanceAfter).toBe(12500);
      page.items.slice(0, -1).forEach((entry, index) => expect((entry.balanceAfter ?? 0) - entry.points).toBe(page.items[index + 1]?.balanceAfter));
    },
  }),

  // ------------------------------------------------------------------------------- withdraw
  withdrawSettings: contract({
    as: 'member01',
    call: (api) => api.withdraw.getSettings(),
    // strict: API.md's fields only: no paymentPasswordSet (unknown), no confirmationMinutes (0); the hours as text
    check: (settings, harness) =>
      expect({ ...settings, paymentPasswordSet: settings.paymentPasswordSet ?? 'not said' }).toMatchObject({
        allowWithdraw: true,
        minWithdrawal: 100,
        maxWithdrawal: 50000,
        fixedWithdrawAmounts: [100, 200, 500, 1000],
        allowDecimal: false,
        remainingTransactionTimes: 5,
        withdrawPenaltyCharge: 1.5,
        withdrawDateFrom: '00:00',
        withdrawDateTo: '24:00',
        paymentPasswordSet: harness.profile === 'strict' ? 'not said' : true,
        c2cEnabled: true,
        confirmationMinutes: harness.profile === 'strict' ? 0 : 30,
      }),
  }),
  withdrawAccounts: contract({
    as: 'member01',
    call: (api) => api.withdraw.getAccounts(),
    // strict: a map keyed by B/E/V of cards with API.md's fields only (no bankCode, no bank list)
    check: (accounts, harness) => {
      const strict = harness.profile === 'strict';
      expect(accounts.groups.map((group) => group.type)).toEqual(['B', 'E', 'V']);
      expect(accounts.groups[0]?.accounts).toEqual([{ bankCardId: MEMBER_CARD, groupType: 'B', bankCode: strict ? '' : 'BBVA', bankName: 'BBVA', cardNumber: '**** 5678', cardHolder: 'Juan Perez', isWithdrawActive: true }]);
      expect(accounts.groups[2]?.banks.length).toBe(strict ? 0 : 2);
    },
  }),
  bindWithdrawAccount: contract({
    as: 'member01',
    call: (api) => api.withdraw.bindAccount({ groupType: 'V', bankCode: 'USDT_TRC20', cardNumber: 'TXyz123456789abcdefghijkmnopqrstuv', cardHolder: 'Juan Perez' }),
    check: async (account, harness) => {
      expect(account).toMatchObject({ groupType: 'V', bankName: 'USDT (TRC20)', cardNumber: 'TXyz****stuv' });
      const groups = (await harness.api.withdraw.getAccounts()).groups;
      // strict lists the card without its bankCode (API.md does not name it)
      expect(groups.find((group) => group.type === 'V')?.accounts).toEqual([harness.profile === 'strict' ? { ...account, bankCode: '' } : account]);
    },
  }),
  withdrawFeePreview: contract({
    as: 'member01',
    call: (api) => api.withdraw.previewFee(500),
    check: (fee) => expect(fee).toEqual({ amount: 500, fee: 7.5, received: 492.5, feeRate: 1.5 }),
  }),
  turnoverInfo: contract({
    as: 'member01',
    setup: (harness) => harness.control.setTurnover('member01', 'I', [{ gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 250 }]),
    call: (api) => api.withdraw.getTurnover(),
    // strict: the bare rows (API.md names no wrapper), so no status: the rows decide
    check: (turnover, harness) => expect(turnover).toEqual({ status: harness.profile === 'strict' ? '' : 'I', list: [{ gameType: 'LIVE', requiredTurnover: 1000, actualTurnover: 250 }] }),
  }),
  withdraw: contract({
    as: 'member01',
    call: (api) => api.withdraw.withdraw({ amount: 500, bankCardId: MEMBER_CARD, password: PAYMENT_PASSWORD, idempotencyKey: 'contract-withdraw-1' }),
    check: async (order, harness) => {
      expect(order).toMatchObject({ amount: 500, fee: 7.5, payout: 492.5, status: 'PENDING', accountLabel: 'BBVA **** 5678' });
      // the amount left the main wallet, once
      expect((await harness.api.wallet.getBalance()).sumBalance).toBe(1055.75);
      const again = await harness.api.withdraw.withdraw({ amount: 500, bankCardId: MEMBER_CARD, password: PAYMENT_PASSWORD, idempotencyKey: 'contract-withdraw-1' });
      if (harness.profile === 'strict') {
        // a platform that follows API.md does not know the key: the same submission again is a second
        // order (the client's outcome check is what keeps a lost answer from being sent twice)
        expect(again?.orderNo).not.toBe(order?.orderNo);
        expect((await harness.control.withdrawals('member01')).length).toBe(2);
        return;
      }
      // the same submission again (a double click, a retry) answers the first order and creates nothing
      expect(again?.orderNo).toBe(order?.orderNo);
      expect((await harness.control.withdrawals('member01')).length).toBe(1);
      expect((await harness.api.wallet.getBalance()).sumBalance).toBe(1055.75);
      expect((await harness.api.withdraw.getSettings()).remainingTransactionTimes).toBe(4);
    },
  }),
  setPaymentPassword: contract({
    as: 'firstlogin01',
    call: (api) => api.withdraw.setPaymentPassword({ paymentPassword: '135790', confirmPaymentPassword: '135790' }),
    check: async (result, harness) => {
      expect(result).toEqual({ paymentPasswordSet: true });
      expect(await harness.control.hasPaymentPassword('firstlogin01')).toBe(true);
      // strict settings do not say (API.md names no such field)
      expect((await harness.api.withdraw.getSettings()).paymentPasswordSet).toBe(harness.profile === 'strict' ? undefined : true);
    },
  }),
  withdrawRecords: contract({
    as: 'member01',
    setup: (harness) => pendingWithdrawal(harness, 200, 'contract-records-1'),
    call: (api) => api.withdraw.getRecords(),
    // strict: the bare list of orders (no count said)
    check: (page, harness, first) => {
      expect(page.totalCount).toBe(harness.profile === 'strict' ? 0 : 1);
      expect(page.list[0]).toMatchObject({ orderNo: first.orderNo, amount: 200, status: 'PENDING', parts: [] });
    },
  }),
  cancelWithdraw: contract({
    as: 'member01',
    setup: (harness) => pendingWithdrawal(harness, 300, 'contract-cancel-1'),
    call: (api, _harness, pending) => api.withdraw.cancel(pending.orderNo),
    check: async (order, harness) => {
      expect(order.status).toBe('CANCELLED');
      // refunded
      expect((await harness.api.wallet.getBalance()).sumBalance).toBe(1555.75);
    },
  }),
  paymentConfirmationList: contract({
    as: 'member01',
    setup: async (harness) => {
      const order = await pendingWithdrawal(harness, 400, 'contract-confirm-1');
      await harness.control.approveWithdrawal(order.orderNo);
      return harness.control.payWithdrawalParts(order.orderNo, [200, 100]);
    },
    call: (api) => api.withdraw.getConfirmations(),
    // strict: the bare list of orders (the minutes, ours, not said)
    check: (result, harness, paying) => {
      expect(result.confirmationMinutes).toBe(harness.profile === 'strict' ? 0 : 30);
      expect(result.list).toHaveLength(1);
      expect(result.list[0]).toMatchObject({ orderNo: paying.orderNo, status: 'PAYING', payout: 394, receivedAmount: 0, remainingAmount: 394 });
      expect(result.list[0]?.parts.map((part) => [part.amount, part.status])).toEqual([[200, 'WAITING'], [100, 'WAITING']]);
      expect(result.list[0]?.parts[0]?.remainingMs).toBeGreaterThan(29 * 60_000);
    },
  }),
  processC2CTransaction: contract({
    as: 'member01',
    setup: async (harness) => {
      const order = await pendingWithdrawal(harness, 400, 'contract-c2c-1');
      await harness.control.approveWithdrawal(order.orderNo);
      return harness.control.payWithdrawalParts(order.orderNo, [200, 100, 94]);
    },
    call: (api, _harness, paying) => api.withdraw.processC2C({ partId: paying.parts[0]?.partId ?? '', action: 'RECEIVED' }),
    check: async (order, harness, paying) => {
      expect(order).toMatchObject({ status: 'PAYING', receivedAmount: 200, remainingAmount: 194 });
      const second = paying.parts[1]?.partId ?? '';
      const proof = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(40, 'A')}`;
      const disputed = await harness.api.withdraw.processC2C({ partId: second, action: 'NOT_RECEIVED', proofs: [proof] });
      expect(disputed?.parts[1]).toMatchObject({ status: 'NOT_RECEIVED', proofCount: 1 });
      // answered parts are closed
      await expect(harness.api.withdraw.processC2C({ partId: second, action: 'RECEIVED' })).rejects.toMatchObject({ errorCode: 'c2c.part.closed' });
      // "fully paid" on the last part: the report on the second is withdrawn, so no part says
      // "not received" under totals that say everything arrived
      await harness.api.withdraw.processC2C({ partId: paying.parts[2]?.partId ?? '', action: 'FULLY_PAID' });
      const [paid] = await harness.control.withdrawals('member01');
      expect(paid).toMatchObject({ status: 'PAID', receivedAmount: 394, remainingAmount: 0 });
      expect(paid?.parts.map((part) => [part.status, part.proofCount])).toEqual([
        ['RECEIVED', 0],
        ['RECEIVED', 0],
        ['RECEIVED', 0],
      ]);
    },
  }),

  // ------------------------------------------------------------------------------- agent contracts
  contractDividend: contract({
    as: 'agent02',
    setup: async (harness) => {
      // agent01 offers agent02 a changed LIVE dividend (E: it replaces contract-1 once accepted).
      const offered = await harness.control.offerContract({ upline: 'agent01', downline: 'agent02', kind: 'DIVIDEND', gameType: 'LIVE', tiers: [{ netLoss: 20_000, activeMember: 8, rate: 25 }] });
      expect(offered).toMatchObject({ status: 'E', downlineHigherRate: 'N' });
      return offered;
    },
    // A GET answered by game type (API.md dividend { type, status }): a command, never retried.
    command: true,
    call: (api, _harness, offered) => api.agent.processDividendContract({ action: 'answer', contract: { id: offered.id, gameType: 'LIVE' }, status: 'A' }),
    check: async (result, harness, offered) => {
      if (harness.profile === 'strict') {
        // API.md names no answer value (strict: null); the platform's contracts say what changed
        expect(result.contracts).toEqual([]);
        const rows = await harness.control.contracts('agent02');
        expect(rows.find((row) => row.id === offered.id)?.status).toBe('A');
        expect(rows.find((row) => row.id === 'contract-1')?.status).toBe('C');
        return;
      }
      expect(result.asDownline).toContainEqual(expect.objectContaining({ id: offered.id, status: 'A', tiers: [{ minimumBet: 0, netLoss: 20_000, activeMember: 8, rateType: 'P', rate: 25 }] }));
      expect(result.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-1', status: 'C' }));
      expect(result.pendingRequests).toEqual([]);
    },
  }),
  contractDailySalary: contract({
    as: 'agent02',
    setup: async (harness) => {
      const waiting = await harness.api.agent.processDailySalaryContract();
      const offer = waiting.pendingRequests.find((row) => row.id === 'contract-2');
      // The lower-rate rule: up to 0.8 % offered while agent02 pays agent41 up to 1 % (contract-6).
      expect(offer).toMatchObject({ status: 'P', downlineHigherRate: true, conflictingContracts: ['contract-6'] });
      await expect(harness.api.agent.processDailySalaryContract({ action: 'answer', contract: { id: 'contract-2', gameType: 'RNG' }, status: 'A' })).rejects.toMatchObject({ errorCode: 'contract.rate.conflict' });
    },
    // a GET too: a command, never retried
    command: true,
    call: (api) => api.agent.processDailySalaryContract({ action: 'answer', contract: { id: 'contract-2', gameType: 'RNG' }, status: 'A', confirmLowerRate: true }),
    check: async (result, harness) => {
      expect((await harness.control.contracts('agent41')).find((row) => row.id === 'contract-6')?.status).toBe('C');
      // strict: no answer value (API.md names none); the contract info says it is held
      if (harness.profile === 'strict') {
        expect((await harness.api.wallet.getConsolidatedFunds()).dailysalinfotype.RNG).toEqual([expect.objectContaining({ id: 'contract-2', status: 'A' })]);
        return;
      }
      expect(result.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-2', status: 'A' }));
      expect(result.asUpline).toContainEqual(expect.objectContaining({ id: 'contract-6', downline: 'agent41', status: 'C' }));
    },
  }),
  contractHourSalary: contract({
    as: 'agent02',
    // The upline's side (ours): an offer to agent41 over its active SPORTS hourly salary is a change (E).
    call: (api) => api.agent.processHourSalaryContract({ action: 'offer', downline: 'agent41', gameType: 'SPORTS', tiers: [{ minimumBet: 500, activeMember: 1, rate: 0.1 }] }),
    check: (result) => {
      expect(result.asUpline).toContainEqual(expect.objectContaining({ id: 'contract-4', status: 'A' }));
      expect(result.asUpline).toContainEqual(expect.objectContaining({ downline: 'agent41', gameType: 'SPORTS', status: 'E', tiers: [expect.objectContaining({ minimumBet: 500, rate: 0.1 })] }));
    },
  }),
  contractRealTimeSalary: contract({
    as: 'agent42',
    call: (api) => api.agent.processRealTimeSalaryContract({ action: 'answer', contract: { id: 'contract-5', gameType: 'RNG' }, status: 'A' }),
    check: async (result, harness) => {
      // strict: no answer value (API.md names none)
      if (harness.profile !== 'strict') expect(result.asDownline).toContainEqual(expect.objectContaining({ id: 'contract-5', kind: 'REALTIME_SALARY', upline: 'agent41', status: 'A' }));
      const consolidated = await harness.api.wallet.getConsolidatedFunds();
      expect(consolidated.realtimesalreqtype).toEqual({});
      // held under SPEC's contractmrdailysalinfotype, the row naming itself by contractId on the strict platform
      expect(consolidated.contractmrdailysalinfotype.RNG).toEqual([expect.objectContaining({ id: 'contract-5', contractId: 'contract-5', status: 'A' })]);
    },
  }),

  // ------------------------------------------------------------------------------- agent centre
  teamOverview: contract({
    as: 'agent01',
    call: (api) => api.agent.getTeamOverview({ startTime: dayStart(Date.now()) - 13 * DAY_MS, endTime: Date.now() }),
    check: (overview) => {
      expect(overview).toMatchObject({ agent: 'agent01', teamSize: expect.any(Number) });
      expect(overview.teamSize).toBeGreaterThan(1000);
      expect(overview.series).toHaveLength(14);
      expect(overview.levels.reduce((sum, level) => sum + level.teamSize, 0)).toBe(overview.teamSize);
      expect(cents(overview.levels.map((level) => level.betAmount))).toBe(cents([overview.betAmount]));
    },
  }),
  downlineList: contract({
    as: 'agent01',
    call: (api) => api.agent.getDownlineList({ agent: 'agent02', sortBy: 'teamSize', sortOrder: 'desc', pageSize: 5, startTime: dayStart(Date.now()) - 6 * DAY_MS }),
    check: async (page, harness) => {
      expect(page).toMatchObject({ agent: 'agent02', path: ['agent01', 'agent02'], pageNum: 1 });
      expect(page.list).toHaveLength(5);
      expect(page.list[0]).toMatchObject({ username: 'agent41', isAgent: true, level: 2 });
      expect(page.totalCount).toBeGreaterThan(200);
      // only the agents among agent02's direct downlines (the contract offer form's choice)
      const agents = await harness.api.agent.getDownlineList({ agent: 'agent02', accountType: 'AGENT', pageSize: 200 });
      expect(agents.list.length).toBeGreaterThan(0);
      expect(agents.list.every((row) => row.isAgent)).toBe(true);
      expect(agents.list.map((row) => row.username)).toContain('agent41');
    },
  }),
  teamBetting: contract({
    as: 'agent02',
    call: (api) => api.agent.getTeamBetting({ startTime: dayStart(Date.now()) - 6 * DAY_MS, endTime: Date.now(), gameType: 'LIVE', pageSize: 10 }),
    check: (page) => {
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list.every((row) => row.gameType === 'LIVE')).toBe(true);
      expect(page.totals.count).toBe(page.totalCount);
    },
  }),
  teamProfitLoss: contract({
    as: 'agent02',
    call: (api) => api.agent.getTeamProfitLoss({ startTime: dayStart(Date.now()) - 6 * DAY_MS, endTime: Date.now(), pageSize: 200 }),
    check: (page) => {
      expect(page.totalCount).toBeGreaterThan(0);
      if (page.totalCount <= 200) expect(cents(page.list.map((row) => row.profitAndLoss))).toBe(cents([page.totals.profitAndLoss]));
    },
  }),
  downlineTransactions: contract({
    as: 'agent02',
    call: (api) => api.agent.getDownlineTransactions({ startTime: dayStart(Date.now()) - 29 * DAY_MS, endTime: Date.now(), txType: 'deposit' }),
    check: (page) => {
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list.every((row) => row.txType === 'deposit')).toBe(true);
      expect(page.totals.withdrawAmount).toBe(0);
    },
  }),
  // my income: one game type's payouts over a range, every total its column added up (all rows fit the page)
  contractPayouts: contract({
    as: 'agent41',
    call: (api) => api.agent.getContractPayouts({ role: 'MINE', gameType: 'LIVE', startTime: dayStart(Date.now()) - 30 * DAY_MS, endTime: Date.now(), pageSize: 200 }),
    check: (page) => {
      expect(page.list).toContainEqual(expect.objectContaining({ contractId: 'contract-7', kind: 'REALTIME_SALARY', upline: 'agent02', status: 'PENDING' }));
      expect(page.list).toContainEqual(expect.objectContaining({ contractId: 'contract-3', kind: 'DIVIDEND' }));
      expect(page.list.every((row) => row.gameType === 'LIVE' && row.downline === 'agent41')).toBe(true);
      expect(page.totalCount).toBe(page.list.length);
      expect(cents(page.list.map((row) => row.amount))).toBe(cents([page.totals.amount]));
      expect(cents([page.totals.settledAmount, page.totals.pendingAmount])).toBe(cents([page.totals.amount]));
      expect(cents(page.list.map((row) => row.validBetAmount))).toBe(cents([page.totals.validBetAmount]));
      expect(cents(page.list.map((row) => row.netLoss))).toBe(cents([page.totals.netLoss]));
    },
  }),
  createDownline: contract({
    as: 'agent02',
    call: (api) => api.agent.createDownline({ username: 'subagent9', password: 'Abc12345', confirmPassword: 'Abc12345', accountType: 'AGENT' }),
    check: async (created, harness) => {
      expect(created).toMatchObject({ account: 'subagent9', type: 2, upline: 'agent02' });
      expect((await harness.control.team('agent02')).map((node) => node.username)).toContain('subagent9');
    },
  }),
  // API.md: unmarked, so a GET with its fields in the query (audit #9); it makes a link: sent once
  createAffiliateUrl: contract({
    as: 'agent01',
    command: true,
    call: (api) => api.agent.createAffiliateUrl({ memberType: 'MEMBER', remark: 'feria' }),
    check: async (link, harness) => {
      expect(link).toMatchObject({ memberType: 'MEMBER', remark: 'feria', url: expect.stringContaining(`affiliateCode=${link?.code}`) });
      expect((await harness.api.agent.viewAffiliateUrls()).list.map((listed) => listed.id)).toEqual([link?.id]);
    },
  }),
  viewAffiliateUrls: contract({
    as: 'agent01',
    setup: (harness) => harness.api.agent.createAffiliateUrl({ memberType: 'AGENT' }),
    call: (api) => api.agent.viewAffiliateUrls(),
    check: (links, _harness, created) => expect(links).toEqual({ list: [expect.objectContaining({ id: created?.id, memberType: 'AGENT' })], max: 20 }),
  }),
  deleteAffiliateUrl: contract({
    as: 'agent01',
    command: true,
    setup: (harness) => harness.api.agent.createAffiliateUrl({ memberType: 'MEMBER' }),
    call: (api, _harness, created) => api.agent.deleteAffiliateUrl(created?.id ?? ''),
    check: async (deleted, harness, created) => {
      expect(deleted).toEqual({ id: created?.id });
      expect((await harness.api.agent.viewAffiliateUrls()).list).toEqual([]);
    },
  }),

  // ------------------------------------------------------------------------------- lottery
  lotteryGameMenu: contract({
    call: (api) => api.lottery.getGameMenu({ prizeMode: 'ELOTT' }),
    check: (games) => {
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((game) => game.gameCode.length > 0)).toBe(true);
    },
  }),
  lotteryRecentResults: contract({
    call: (api, harness) => api.lottery.getRecentResults({ gameCode: firstLotteryGame(harness.platform) }),
    check: (draws) => {
      expect(draws.length).toBeGreaterThan(0);
      expect(draws.every((draw) => draw.numero.length > 0 && (draw.numbers?.length ?? 0) > 0)).toBe(true);
    },
  }),
  lotteryOpenedNumero: contract({
    call: (api, harness) => api.lottery.getOpenedNumero({ gameCode: firstLotteryGame(harness.platform) }),
    check: (opened, harness) => {
      expect(opened.current).toMatchObject({ gameCode: firstLotteryGame(harness.platform), numero: expect.any(String), remainingSeconds: expect.any(Number) });
      expect(opened.current.numbers).toBeUndefined();
      expect(opened.last?.numbers?.length).toBeGreaterThan(0);
    },
  }),
  lotteryVnNumero: contract({
    call: (api) => api.lottery.getVnNumero(),
    check: (draws, harness) => {
      const vnGames = harness.platform.catalogue.lotteryGames.filter((game) => game.area === 'VN');
      expect(draws.map((draw) => draw.gameCode)).toEqual(vnGames.map((game) => game.gameCode));
      expect(draws.every((draw) => draw.numero.length > 0)).toBe(true);
    },
  }),
  lotteryMissionSummary: contract({
    as: 'member01',
    call: (api) => api.lottery.getMissionSummary(),
    check: (summary) => expect(summary).toMatchObject({ total: 3, completed: expect.any(Number) }),
  }),
  lotteryMissionLeaderboard: contract({
    call: (api) => api.lottery.getMissionLeaderboard(),
    check: (entries) => {
      expect(entries).toHaveLength(20);
      expect(entries[0]).toMatchObject({ rank: 1, customerName: expect.any(String), score: expect.any(Number) });
    },
  }),
  lotteryLobbyLaunch: contract({
    as: 'member01',
    call: (api, harness) => api.lottery.launchLobby({ lottoPrizeMode: 'ELOTT', lottoGameCode: firstLotteryGame(harness.platform), lottoView: 'betting' }),
    check: (url) => expect(url).toMatch(/\/__platform\/lottery\?gameCode=.+&prizeMode=ELOTT&view=betting/),
  }),

  // --------------------------------------------------------------------- member centre shell
  memberBadges: contract({
    as: 'member01',
    setup: (harness) => harness.control.setBadgeCounts('member01', { rewards: 4 }),
    call: (api) => api.memberCentre.getBadges(),
    check: (badges) => expect(badges).toEqual({ unreadMessages: 3, missions: 2, rewards: 4 }),
  }),
  // ------------------------------------------------------------------------------- security centre
  securityConfig: contract({
    as: 'member01',
    call: (api) => api.security.getConfig(),
    check: (config, harness) => {
      if (harness.profile === 'strict') {
        // API.md's items at the top level, nothing of ours: the items ours name are off
        expect(config.items).toMatchObject({ paymentPassword: { enabled: true, isComplete: true }, mobileVerified: { isComplete: true }, authenticator: { isComplete: false }, loginPassword: { enabled: false } });
        return;
      }
      expect(config).toMatchObject({ account: 'member01', nickname: 'Lucky Member', realName: 'Juan Perez', mobile: '55******01', email: 'me****@rp01.example' });
      // seeded: some items done, some to do
      expect(Object.fromEntries(Object.entries(config.items).map(([id, item]) => [id, item?.isComplete]))).toEqual({
        loginPassword: true,
        paymentPassword: true,
        mobileVerified: true,
        emailVerified: false,
        authenticator: false,
        payoutAccount: true,
      });
    },
  }),
  securityCode: contract({
    as: 'member01',
    call: (api) => api.security.sendCode({ channel: 'EMAIL', purpose: 'VERIFY_CONTACT' }),
    check: async (sent, harness) => {
      expect(sent).toEqual({ expiredMinutes: 1, sentTo: 'me****@rp01.example' });
      expect(await harness.control.securityEmailCode('member01')).toMatch(/^\d{6}$/);
    },
  }),
  verifyContact: contract({
    as: 'member01',
    setup: async (harness) => {
      await harness.api.security.sendCode({ channel: 'EMAIL', purpose: 'VERIFY_CONTACT' });
      return (await harness.control.securityEmailCode('member01')) ?? '';
    },
    call: (api, _harness, code) => api.security.verifyContact({ channel: 'EMAIL', verificationCode: code }),
    check: async (result, harness) => {
      expect(result).toEqual({ done: true });
      // strict: the e-mail item is ours, not in API.md's security config
      expect((await harness.api.security.getConfig()).items.emailVerified.isComplete).toBe(harness.profile !== 'strict');
    },
  }),
  changePaymentPassword: contract({
    as: 'member01',
    call: (api) => api.security.changePaymentPassword({ oldPassword: PAYMENT_PASSWORD, newPassword: '135790', confirmPassword: '135790' }),
    check: async (result, harness) => {
      expect(result).toEqual({ done: true });
      // the new password is the one a withdrawal asks for now
      await expect(pendingWithdrawal(harness, 200, 'contract-change-pw')).rejects.toMatchObject({ errorCode: 'invalid.payment.pw' });
    },
  }),
  resetPaymentPassword: contract({
    as: 'member01',
    setup: async (harness) => {
      await harness.api.security.sendCode({ channel: 'SMS', purpose: 'PAYMENT_PASSWORD' });
      return smsCode(harness, '5512345601');
    },
    call: (api, _harness, code) => api.security.resetPaymentPassword({ verificationCode: code, newPassword: '135790', confirmPassword: '135790' }),
    check: async (result, harness) => {
      expect(result).toEqual({ done: true });
      await expect(harness.api.security.changePaymentPassword({ oldPassword: '135790', newPassword: '112233', confirmPassword: '112233' })).resolves.toEqual({ done: true });
    },
  }),
  authenticatorSecret: contract({
    as: 'member01',
    call: (api) => api.security.issueAuthenticatorSecret(),
    check: async (issued, harness) => {
      expect(issued?.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(issued?.otpauthUrl).toBe(`otpauth://totp/RP01:member01?secret=${issued?.secret ?? ''}&issuer=RP01&algorithm=SHA1&digits=6&period=30`);
      expect(await harness.control.memberAuthenticatorCode('member01')).toMatch(/^\d{6}$/);
    },
  }),
  bindAuthenticator: contract({
    as: 'member01',
    setup: async (harness) => {
      await harness.api.security.issueAuthenticatorSecret();
      return (await harness.control.memberAuthenticatorCode('member01')) ?? '';
    },
    call: (api, _harness, code) => api.security.bindAuthenticator(code),
    check: async (result, harness) => {
      expect(result).toEqual({ done: true });
      expect((await harness.api.security.getConfig()).items.authenticator.isComplete).toBe(true);
    },
  }),
  unbindAuthenticator: contract({
    as: 'member01',
    setup: async (harness) => {
      await harness.api.security.issueAuthenticatorSecret();
      await harness.api.security.bindAuthenticator((await harness.control.memberAuthenticatorCode('member01')) ?? '');
      return (await harness.control.memberAuthenticatorCode('member01')) ?? '';
    },
    call: (api, _harness, code) => api.security.unbindAuthenticator(code),
    check: async (result, harness) => {
      expect(result).toEqual({ done: true });
      expect((await harness.api.security.getConfig()).items.authenticator.isComplete).toBe(false);
    },
  }),
  unbindWithdrawAccount: contract({
    as: 'member01',
    call: (api) => api.security.unbindPayoutAccount(MEMBER_CARD),
    check: async (result, harness) => {
      expect(result).toEqual({ bankCardId: MEMBER_CARD });
      // one list for both pages: the withdraw page no longer offers it
      expect((await harness.api.withdraw.getAccounts()).groups.flatMap((group) => group.accounts)).toEqual([]);
    },
  }),
  // ------------------------------------------------------------------------------- deposit
  depositSettings: contract({
    as: 'member01',
    call: (api) => api.deposit.getSettings(),
    check: (settings, harness) => {
      expect(settings.allowDeposit).toBe(true);
      // strict: the kinds come from bankType (B, E, V, Q)
      expect(settings.channels.map((channel) => channel.kind)).toEqual(['BANK', 'EWALLET', 'CRYPTO', 'QR']);
      if (harness.profile === 'strict') {
        // the payload fields alone: an id made of them, no limits (no maximum is none), no presets, no promotions
        expect(settings.channels[0]).toMatchObject({ channelId: 'B:BBVA:OFFLINE', derivedId: true, bankCode: 'BBVA', minAmount: 0, maxAmount: null, fixedAmounts: [], allowDecimal: false });
        expect(settings.promotions).toEqual([]);
        return;
      }
      expect(settings.channels[0]).toMatchObject({ channelId: 'bank-bbva', minAmount: 100, maxAmount: 50000, fixedAmounts: [100, 500, 1000, 5000], allowDecimal: false });
      expect(settings.promotions[0]).toMatchObject({ promotionId: 'promo-welcome', bonusPercent: 20, minDeposit: 200 });
    },
  }),
  depositByBankTransfer: contract({
    as: 'member01',
    call: (api) => api.deposit.depositByBankTransfer({ ...DEPOSIT_BANK, idempotencyKey: 'contract-bank-1' }),
    check: async (order, harness) => {
      expect(order).toMatchObject({ kind: 'BANK', amount: 500, status: 'PENDING', bankDetails: { bankName: 'BBVA México', accountNumber: '012180001234567890', reference: expect.any(String) } });
      // the order is in the records; the same key again answers the same order and makes no other
      // (strict: API.md names no key, so the repeat is another order: the client's check guards it)
      const again = await harness.api.deposit.depositByBankTransfer({ ...DEPOSIT_BANK, idempotencyKey: 'contract-bank-1' });
      const records = await harness.api.deposit.getRecords();
      if (harness.profile === 'strict') {
        expect(again?.orderNo).not.toBe(order?.orderNo);
        expect(records.items.map((record) => record.orderNo)).toEqual([again.orderNo, order.orderNo]);
        return;
      }
      expect(again?.orderNo).toBe(order?.orderNo);
      expect(records.items.map((record) => record.orderNo)).toEqual([order.orderNo]);
    },
  }),
  depositByLaunchUrl: contract({
    as: 'member01',
    call: (api) => api.deposit.depositByLaunchUrl({ channelId: 'ewallet-mp', amount: 250.5, bankCode: 'MERCADOPAGO', bankType: 'E', vendorId: 'MPAGO', promotionId: 'promo-welcome', idempotencyKey: 'contract-ewallet-1' }),
    check: async (order, harness) => {
      if (harness.profile === 'strict') {
        // { redirectUrl } alone: no order number, kind or status (OTHER: nothing offered for it)
        expect(order).toMatchObject({ orderNo: '', kind: 'OTHER', status: 'OTHER', redirectUrl: expect.stringMatching(/\/__platform\/pay\/D\d+/) });
        const [made] = await harness.control.deposits('member01');
        expect(made).toMatchObject({ kind: 'EWALLET', amount: 250.5, status: 'PENDING' });
        expect(order.redirectUrl).toContain(made?.orderNo);
        return;
      }
      expect(order).toMatchObject({ kind: 'EWALLET', amount: 250.5, promotionId: 'promo-welcome', bonusAmount: 50.1, redirectUrl: expect.stringMatching(/\/__platform\/pay\/D\d+/) });
      expect((await harness.control.deposits('member01'))[0]).toMatchObject({ orderNo: order.orderNo, status: 'PENDING', idempotencyKey: 'contract-ewallet-1' });
    },
  }),
  depositByQRImageUrl: contract({
    as: 'member01',
    call: (api) => api.deposit.depositByQRImageUrl({ channelId: 'qr-codi', amount: 100, bankCode: 'CODI', bankType: 'Q', vendorId: 'CODI', idempotencyKey: 'contract-qr-1' }),
    check: async (order, harness) => {
      if (harness.profile === 'strict') {
        // the QR image itself is the answer: nothing else is known of the order
        expect(order).toMatchObject({ orderNo: '', kind: 'OTHER', status: 'OTHER', qrImageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
        expect((await harness.control.deposits('member01'))[0]).toMatchObject({ kind: 'QR', amount: 100 });
        return;
      }
      expect(order).toMatchObject({ kind: 'QR', amount: 100, status: 'PENDING', qrImageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
      expect((await harness.api.deposit.getRecords()).items[0]?.orderNo).toBe(order.orderNo);
    },
  }),
  depositRecords: contract({
    as: 'member01',
    setup: async (harness) => {
      const first = await harness.api.deposit.depositByBankTransfer({ ...DEPOSIT_BANK, idempotencyKey: 'contract-records-1' });
      await harness.api.deposit.depositByQRImageUrl({ channelId: 'crypto-usdt', amount: 300, bankCode: 'USDT', bankType: 'V', vendorId: 'CRYPTOPAY', idempotencyKey: 'contract-records-2' });
      // (a strict QR answer names no order number: the platform's book does)
      const [second] = await harness.control.deposits('member01');
      return [second?.orderNo ?? '', first.orderNo];
    },
    call: (api) => api.deposit.getRecords(),
    check: (page, _harness, newestFirst) => {
      expect(page.items.map((record) => record.orderNo)).toEqual(newestFirst);
      expect(page.items[0]).toMatchObject({ kind: 'CRYPTO', crypto: { network: 'TRC20' } });
    },
  }),
  cancelDeposit: contract({
    as: 'member01',
    setup: async (harness) => (await harness.api.deposit.depositByBankTransfer({ ...DEPOSIT_BANK, idempotencyKey: 'contract-cancel-1' })).orderNo,
    call: (api, _harness, orderNo) => api.deposit.cancel(orderNo),
    check: async (order, harness, orderNo) => {
      expect(order).toMatchObject({ orderNo, status: 'CANCELLED' });
      expect((await harness.api.deposit.getRecords()).items[0]).toMatchObject({ orderNo, status: 'CANCELLED' });
      // a cancelled order is never credited, not even when a bank transfer's time comes
      await harness.control.advanceClock(3600);
      expect((await harness.control.deposits('member01'))[0]?.status).toBe('CANCELLED');
    },
  }),
  memberBettingRecord: contract({
    as: 'member01',
    call: (api) => api.records.getBettingRecord({ startTime: dayStart(Date.now()) - 29 * DAY_MS, endTime: Date.now(), gameType: 'LIVE', pageSize: 200 }),
    check: (page) => {
      expect(page.list.length).toBeGreaterThan(0);
      expect(page.list.every((row) => row.gameType === 'LIVE' && row.gameName !== '' && row.vendor !== '' && row.roundId !== '')).toBe(true);
      // the totals are the whole query's: here one page holds it, so they equal the rows added up
      expect(page.totals.count).toBe(page.totalCount);
      expect(cents([page.totals.betAmount])).toBe(cents(page.list.map((row) => row.betAmount)));
      expect(cents([page.totals.profitAndLoss])).toBe(cents(page.list.map((row) => row.profitAndLoss)));
      expect(page.vendors.length).toBeGreaterThan(0);
    },
  }),
  memberProfit: contract({
    as: 'member01',
    call: (api) => api.records.getPersonalProfit({ startTime: dayStart(Date.now()) - 89 * DAY_MS, endTime: Date.now(), period: 'WEEK', tzOffset: 0 }),
    check: (report) => {
      expect(report.list.length).toBeGreaterThanOrEqual(13);
      expect(report.totals.orders).toBeGreaterThan(0);
      expect(cents([report.totals.profitAndLoss])).toBe(cents(report.list.map((row) => row.profitAndLoss)));
      expect(report.list.reduce((sum, row) => sum + row.orders, 0)).toBe(report.totals.orders);
    },
  }),
  memberBonus: contract({
    as: 'member01',
    call: (api) => api.records.getBonusDetails({ startTime: dayStart(Date.now()) - 119 * DAY_MS, endTime: Date.now(), period: 'MONTH', tzOffset: 0 }),
    check: (report) => {
      expect(report.totals.count).toBeGreaterThan(0);
      expect(cents([report.totals.amount])).toBe(cents(report.list.map((row) => row.amount)));
      expect(cents([report.totals.amount])).toBe(cents(report.byType.map((row) => row.amount)));
    },
  }),
  // ------------------------------------------------------------ inbox, rewards, rebate
  inboxList: contract({
    as: 'member01',
    call: (api) => api.inbox.getMessages({ pageNo: 1, pageSize: 10 }),
    check: async (page, harness) => {
      expect(page.items).toHaveLength(10);
      expect(page.totalCount).toBeGreaterThan(30);
      // the page's unread count is the member's, which the badges and the unread-count call read
      expect(page.unread).toBe(await harness.api.member.getUnreadMessageCount());
      expect(page.items[0]?.content).toMatch(/<p>/);
    },
  }),
  inboxRead: contract({
    as: 'member01',
    setup: async (harness) => (await harness.api.inbox.getMessages({ pageNo: 1, pageSize: 50 })).items.find((message) => !message.read),
    call: (api, _harness, unread) => api.inbox.markRead(unread?.id ?? ''),
    check: async (result, harness, unread) => {
      expect(unread).toBeDefined();
      const page = await harness.api.inbox.getMessages({ pageNo: 1, pageSize: 50 });
      expect(page.items.find((message) => message.id === unread?.id)?.read).toBe(true);
      expect(result.unread).toBe(page.unread);
      expect((await harness.api.memberCentre.getBadges()).unreadMessages).toBe(page.unread);
    },
  }),
  inboxDelete: contract({
    as: 'member01',
    setup: async (harness) => (await harness.api.inbox.getMessages({ pageNo: 4, pageSize: 10 })).items.slice(0, 2).map((message) => message.id),
    call: (api, _harness, ids) => api.inbox.deleteMessages(ids),
    check: async (result, harness, ids) => {
      expect(result.deleted).toBe(2);
      const all = await harness.api.inbox.getMessages({ pageNo: 1, pageSize: 100 });
      expect(all.items.some((message) => ids.includes(message.id))).toBe(false);
    },
  }),
  rewardsAvailable: contract({
    as: 'member01',
    call: (api) => api.inbox.getRewards(),
    check: async (rewards, harness) => {
      expect(rewards.length).toBeGreaterThan(0);
      expect(rewards[0]).toMatchObject({ rewardId: expect.any(String), title: expect.any(String), amount: expect.any(Number) });
      expect((await harness.api.memberCentre.getBadges()).rewards).toBe(rewards.length);
    },
  }),
  rewardClaim: contract({
    as: 'member01',
    setup: async (harness) => {
      const reward = (await harness.api.inbox.getRewards())[0];
      const bonus = (await harness.api.wallet.getBalance()).balance.find((wallet) => wallet.accountTypeId === '2')?.availBalance ?? 0;
      return { reward, bonus };
    },
    call: (api, _harness, { reward }) => api.inbox.claimReward(reward?.rewardId ?? ''),
    check: async (claim, harness, { reward, bonus }) => {
      expect(claim).toMatchObject({ rewardId: reward?.rewardId, amount: reward?.amount });
      const after = (await harness.api.wallet.getBalance()).balance.find((wallet) => wallet.accountTypeId === '2')?.availBalance ?? 0;
      expect(after).toBeCloseTo(bonus + (reward?.amount ?? 0), 2);
      expect((await harness.api.inbox.getRewards()).some((left) => left.rewardId === reward?.rewardId)).toBe(false);
      // claimed once: a second claim is refused and pays nothing
      const again = await harness.api.inbox.claimReward(reward?.rewardId ?? '').catch((error: unknown) => error);
      expect(again).toMatchObject({ messageKey: 'errors:raffleClaimed' });
      expect((await harness.api.inbox.getRewardClaims({ pageNo: 1, pageSize: 10 })).items[0]?.rewardId).toBe(reward?.rewardId);
    },
  }),
  rewardClaims: contract({
    as: 'member01',
    call: (api) => api.inbox.getRewardClaims({ pageNo: 1, pageSize: 10 }),
    check: (page) => {
      expect(page.items).toHaveLength(10);
      expect(page.totalPages).toBeGreaterThan(1);
    },
  }),
  raffleStatus: contract({
    as: 'member01',
    call: (api) => api.inbox.getRaffles(),
    check: (raffles) => {
      expect(raffles).toHaveLength(4);
      expect(raffles.slice(1).every((raffle) => raffle.claimed && (raffle.prize ?? 0) > 0)).toBe(true);
    },
  }),
  rebateAvailable: contract({
    as: 'member01',
    call: (api) => api.inbox.getRebate(),
    check: (rebate) => {
      expect(rebate.list.map((row) => row.gameType).sort()).toEqual(['FISH', 'LIVE', 'RNG', 'SPORTS']);
      expect(rebate.total).toBeGreaterThan(0);
      expect(rebate.since).toBeTruthy();
    },
  }),
  rebateClaim: contract({
    as: 'member01',
    setup: async (harness) => (await harness.api.inbox.getRebate()).total,
    call: (api) => api.inbox.claimRebate(),
    check: async (claim, harness, total) => {
      expect(claim.amount).toBeCloseTo(total, 2);
      expect((await harness.api.inbox.getRebate()).total).toBe(0);
      // once: nothing left to claim
      const again = await harness.api.inbox.claimRebate().catch((error: unknown) => error);
      expect(again).toMatchObject({ messageKey: 'errors:rebateNothing' });
    },
  }),
  rebateClaims: contract({
    as: 'member01',
    call: (api) => api.inbox.getRebateClaims({ pageNo: 1, pageSize: 10 }),
    check: (page) => {
      expect(page.items).toHaveLength(10);
      expect(page.totalCount).toBeGreaterThanOrEqual(17);
    },
  }),
  // ------------------------------------------------------------------- missions, red envelope, VIP
  missionList: contract({
    as: 'member01',
    call: (api) => api.missions.getMissions(),
    check: (missions) => {
      expect(missions.filter((mission) => mission.status === 'CLAIMABLE')).toHaveLength(2);
      expect(missions.some((mission) => mission.status === 'CLAIMED' && mission.claimedTime)).toBe(true);
      expect(missions.every((mission) => mission.target > 0 && mission.endsInMs > 0 && mission.title !== '')).toBe(true);
    },
  }),
  missionClaim: contract({
    as: 'member01',
    setup: async (harness) => (await harness.api.wallet.getBalance()).sumBalance,
    call: (api) => api.missions.claimMission('msn-member01-login-streak'),
    check: async (claim, harness, before) => {
      expect(claim.reward).toBe(15);
      expect((await harness.api.wallet.getBalance()).sumBalance).toBeCloseTo(before + 15, 2);
      expect((await harness.api.memberCentre.getBadges()).missions).toBe(1);
      // once: a second claim is refused and pays nothing
      const again = await harness.api.missions.claimMission('msn-member01-login-streak').catch((error: unknown) => error);
      expect(again).toMatchObject({ messageKey: 'errors:missionClaimed' });
      expect((await harness.api.wallet.getBalance()).sumBalance).toBeCloseTo(before + 15, 2);
    },
  }),
  missionLeaderboard: contract({
    as: 'member01',
    call: (api) => api.missions.getLeaderboard(),
    check: (board) => {
      expect(board.entries.map((entry) => entry.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      expect(board.entries.filter((entry) => entry.self)).toHaveLength(1);
      expect(board.entries.every((entry) => entry.username.includes('***'))).toBe(true);
    },
  }),
  redEnvelope: contract({
    as: 'member01',
    setup: (harness) => harness.control.dropRedEnvelope('member01', { amount: 6.66 }),
    call: (api) => api.missions.getRedEnvelope(),
    check: (envelope, _harness, dropped) => {
      expect(envelope?.envelopeId).toBe(dropped.envelopeId);
      expect(envelope?.expiresInMs).toBeGreaterThan(0);
    },
  }),
  redEnvelopeOpen: contract({
    as: 'member01',
    setup: async (harness) => ({ envelope: await harness.control.dropRedEnvelope('member01', { amount: 6.66 }), before: (await harness.api.wallet.getBalance()).sumBalance }),
    call: (api, _harness, { envelope }) => api.missions.openRedEnvelope(envelope.envelopeId),
    check: async (opened, harness, { before }) => {
      expect(opened.amount).toBe(6.66);
      expect((await harness.api.wallet.getBalance()).sumBalance).toBeCloseTo(before + 6.66, 2);
      expect(await harness.api.missions.getRedEnvelope()).toBeNull();
      const again = await harness.api.missions.openRedEnvelope(opened.envelopeId).catch((error: unknown) => error);
      expect(again).toMatchObject({ messageKey: 'errors:envelopeOpened' });
    },
  }),
  vipProgress: contract({
    as: 'member01',
    call: (api) => api.missions.getVipProgress(),
    check: (vip) => {
      expect(vip).toMatchObject({ playerRankName: 'VIP 3', nextRankName: 'VIP 4', level: 3 });
      expect(vip.levels).toHaveLength(10);
      expect(vip.months).toHaveLength(6);
      expect(vip.monthlyTurnover.expected).toBe(4000);
    },
  }),
  // ------------------------------------------------------------------------------- member centre, account group
  responsibleGaming: contract({
    as: 'member01',
    setup: async (harness) => {
      await harness.api.deposit.depositByBankTransfer({ ...DEPOSIT_BANK, idempotencyKey: 'contract-rg-1' });
    },
    call: (api) => api.account.getResponsibleGaming(),
    check: (state) => {
      expect(state.selfExcluded).toBe(false);
      expect(state.coolOffUntil).toBeUndefined();
      expect(state.limits.map((limit) => [limit.period, limit.amount, limit.used])).toEqual([
        ['DAY', undefined, 500],
        ['WEEK', undefined, 500],
        ['MONTH', undefined, 500],
      ]);
    },
  }),
  setDepositLimit: contract({
    as: 'member01',
    call: async (api) => {
      await api.account.setDepositLimit('DAY', 1000);
      return api.account.setDepositLimit('DAY', 300);
    },
    check: async (lowered, harness) => {
      // lowering applies at once, and a deposit over it is refused with the limit's code
      expect(lowered.change).toBe('applied');
      expect(lowered.state?.limits[0]).toMatchObject({ period: 'DAY', amount: 300, remaining: 300 });
      await expect(harness.api.deposit.depositByBankTransfer({ ...DEPOSIT_BANK, idempotencyKey: 'contract-limit-1' })).rejects.toMatchObject({ errorCode: 'deposit.limit.exceeded', messageKey: 'errors:depositLimitExceeded' });
      // raising waits 24 h of platform time
      const raised = await harness.api.account.setDepositLimit('DAY', 800);
      expect(raised.change).toBe('pending');
      expect(raised.state?.limits[0]).toMatchObject({ amount: 300, pending: { amount: 800 } });
      await harness.control.advanceClock(24 * 3600);
      expect((await harness.api.account.getResponsibleGaming()).limits[0]).toMatchObject({ amount: 800, pending: null });
    },
  }),
  startCoolOff: contract({
    as: 'member01',
    call: (api) => api.account.startCoolOff(1),
    check: async (state, harness) => {
      expect(state?.coolOffUntil).toEqual(expect.any(String));
      await expect(harness.api.deposit.depositByBankTransfer({ ...DEPOSIT_BANK, idempotencyKey: 'contract-cooloff-1' })).rejects.toMatchObject({ errorCode: 'responsible.cool.off', messageKey: 'errors:coolOffActive' });
      await harness.control.advanceClock(24 * 3600 + 1);
      expect((await harness.api.account.getResponsibleGaming()).coolOffUntil).toBeUndefined();
    },
  }),
  selfExclude: contract({
    as: 'member01',
    call: (api) => api.account.selfExclude(),
    check: async (state, harness) => {
      expect(state?.selfExcluded).toBe(true);
      await expect(harness.api.deposit.depositByBankTransfer({ ...DEPOSIT_BANK, idempotencyKey: 'contract-excluded-1' })).rejects.toMatchObject({ errorCode: 'responsible.self.excluded', messageKey: 'errors:selfExcluded' });
      await expect(harness.api.games.launchGame({ nodeId: '10002', gameType: 'RNG', vassalage: 'PG' })).rejects.toMatchObject({ errorCode: 'responsible.self.excluded' });
    },
  }),
  feedbackSettings: contract({
    call: (api) => api.account.getFeedbackSettings(),
    check: (settings) => expect(settings).toEqual({ minWords: 5, maxWords: 300, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, imageTypes: ['image/png', 'image/jpeg'] }),
  }),
  // promotions and referral
  promotionList: contract({
    as: 'member01',
    call: (api) => api.promotions.getPromotions(),
    check: (list) => {
      expect(list.categories).toEqual(['DEPOSIT_BONUS', 'REBATE', 'RAFFLE', 'TOURNAMENT', 'VIP', 'REFERRAL']);
      // member01 holds every activity status of SPEC.md §4
      expect(new Set(list.promotions.map((promotion) => promotion.status))).toEqual(new Set(['join', 'applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon']));
      expect(list.promotions.find((promotion) => promotion.status === 'rejected')?.reason).toEqual(expect.any(String));
    },
  }),
  promotionApply: contract({
    as: 'member01',
    call: (api) => api.promotions.applyPromotion({ promotionId: 'promo-4', comment: 'Juego cada semana' }),
    check: async (promotion, harness) => {
      expect(promotion).toMatchObject({ promotionId: 'promo-4', status: 'applying', comment: 'Juego cada semana' });
      expect((await harness.control.promotionStatus('member01', 'promo-4')).status).toBe('APPLYING');
    },
  }),
  promotionClaim: contract({
    as: 'member01',
    setup: async (harness) => (await harness.control.promotionStatus('member01', 'promo-1')).bonusBalance,
    call: (api) => api.promotions.claimPromotion('promo-1'),
    check: async (claim, harness, bonusBefore) => {
      expect(claim).toMatchObject({ promotionId: 'promo-1', amount: 50 });
      expect((await harness.control.promotionStatus('member01', 'promo-1')).bonusBalance).toBeCloseTo(bonusBefore + 50, 2);
      // the reward centre's claim history shows it
      expect((await harness.api.inbox.getRewardClaims({ pageNo: 1, pageSize: 10 })).items[0]).toMatchObject({ claimId: claim.claimId, amount: 50, kind: 'PROMOTION' });
    },
  }),
  referralDetails: contract({
    as: 'member01',
    call: (api) => api.promotions.getReferralDetails(),
    check: (details) => {
      expect(details.referralCode).toMatch(/^RF[0-9A-Z]{6}$/);
      expect(details.friends).toHaveLength(11);
      expect(details).toMatchObject({ totalFriends: 11, qualifiedFriends: 6, totalReward: 90, rewardPerFriend: 15 });
    },
  }),
};

/** Route ids of the route table that have no contract case (the type check catches it too). */
export function routesWithoutCase(cases: Partial<Record<RouteId, ContractCase>>): RouteId[] {
  return ROUTE_IDS.filter((routeId) => cases[routeId] === undefined);
}

