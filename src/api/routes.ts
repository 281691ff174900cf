/**
 * The one route table of the wire protocol (API.md). It belongs to the adapter, which decides
 * from it which calls carry a token and an encrypted body; the embedded platform (schema/)
 * imports it to enforce the same token and encryption rules. Paths that API.md leaves open
 * ("paths not shown" in SPEC.md) are chosen here once.
 *
 * Pure data: no Node or browser imports, so the client bundle can include it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** required: 401 `login.not.session` without a known token; optional: used when present. */
export type TokenRule = 'required' | 'none' | 'optional';

export interface RouteSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly token: TokenRule;
  /** Body is `{ value: <AES-GCM ciphertext> }` with the wrapped key in the `Encryption` header. */
  readonly encrypted?: boolean;
  /** Sends `X-Gateway-Version: 3` (encrypted and free-play calls). */
  readonly gatewayV3?: boolean;
  /** Body is application/x-www-form-urlencoded instead of JSON. */
  readonly form?: boolean;
}

const r = <const T extends RouteSpec>(spec: T): T => spec;

// (ours; API.md is silent) `idempotencyKey`: one key per intent, a text of 8–100
// characters (trimmed) made when the user confirms and kept across retries of that intent. The
// embedded platform answers a repeat of the same member, route and key with the first answer
// (success or refusal) and applies nothing again (schema/rest/idempotency.ts); without a key a call
// behaves as before. It goes in the JSON body of walletTransfer, walletRecall, promotionApply,
// promotionClaim, rewardClaim, raffleClaim, missionClaim, rebateClaim, redEnvelopeOpen,
// contractHourSalary, contractRealTimeSalary and createAffiliateUrl; inside the encrypted payload
// of transferToUpline, transferToDownline, pointsConvert and pointsRedeem; in the query of the GET
// contractDividend and contractDailySalary. Deposits and withdraw carry it too (their own order
// keys). A real platform may ignore it: the client must stay safe without it (an unknown outcome
// is checked against the records, never retried blind).

// (audit #28) Every field the adapter sends that neither API.md nor SPEC.md names, and why each is
// harmless to a platform that ignores it:
// - `idempotencyKey` (above): ignored, a repeat may apply twice; the charts never repeat a command
//   blind — a lost answer is an unknown outcome checked against the records (machines/outcome.ts).
// - deposit `channelId` (src/api/deposit.ts): which of the settings' channels was picked; the
//   platform identifies the channel by API.md's `bankCode`, `bankType` and `vendorId`, sent too.
// - contract `confirmLowerRate: true` (src/api/agent.ts): sent only after the member consented to a
//   lower rate in the app; a platform that ignores it applies the answer as asked.
// - contract offer and termination fields (`status` P/V, `downline`, `gameType`, `period`, the
//   tiers; src/api/agent.ts): API.md describes only answering an offer. Offering is ours: a
//   platform without it refuses, and the page says so.
// - game list `isHot` / `isNew` (src/api/games.ts): the HOT and NEW filters. A platform that
//   ignores them answers every game; the adapter then keeps only the games whose own `isHot` /
//   `isNew` flag is set (when the page carries any), so HOT never shows every game as hot.
// - announcements `audience` (src/api/content.ts): the agent notice board asks for agents' items;
//   ignored, the board shows every announcement, which is what a member sees anyway.
// - `loginDeviceId` on free play and on setting a password by phone (src/api/session.ts,
//   member.ts): API.md names it for login and register; elsewhere it is an extra the platform drops.
// - `language` in the query of calls whose SPEC row does not list it (points rewards, game menus,
//   live-cam models, …): the `Language` header says the same; ignored, the answer is in the
//   header's language.
// - `Accept: application/json` (src/api/request.ts): a standard header.
// - chosen body fields of the calls whose fields API.md leaves to us (points redeem/convert,
//   raffle claim, affiliate links, login verification's `verifyMethod`/`verifyCode`, …): they are
//   the call's own input, written once at the route below.

export const ROUTES = {
  // session
  rsaKey: r({ method: 'GET', path: '/wps/session/key/rsa', token: 'none' }),
  login: r({ method: 'POST', path: '/wps/session/login', token: 'none', encrypted: true, gatewayV3: true }),
  loginVerification: r({ method: 'POST', path: '/wps/session/login/verification', token: 'none', encrypted: true, gatewayV3: true }),
  freePlayLogin: r({ method: 'POST', path: '/wps/session/login/freeplay', token: 'none', gatewayV3: true }),
  logout: r({ method: 'DELETE', path: '/wps/session/logout', token: 'required' }),
  captcha: r({ method: 'GET', path: '/wps/captcha', token: 'none' }),
  smsNoLogin: r({ method: 'POST', path: '/wps/verification/sms/noLogin', token: 'none' }),
  smsRegister: r({ method: 'POST', path: '/wps/verification/sms/register', token: 'none' }),
  // (ours, audit #25) API.md's table names /wps/verification/sms/register only; SPEC.md §7 says the
  // registration SMS has "username and mobile variants" without a path. The mobile variant's path
  // is chosen here; a platform without it answers 404 and registering by mobile cannot send a code.
  smsRegisterMobile: r({ method: 'POST', path: '/wps/verification/sms/register/mobile', token: 'none' }),

  // member
  memberInfo: r({ method: 'GET', path: '/wps/member/info', token: 'required' }),
  memberIcon: r({ method: 'GET', path: '/wps/member/info/icon', token: 'required' }),
  register: r({ method: 'PUT', path: '/wps/member/register', token: 'none', encrypted: true, gatewayV3: true }),
  registerMobile: r({ method: 'PUT', path: '/wps/member/register/mobile', token: 'none', encrypted: true, gatewayV3: true }),
  changePassword: r({ method: 'POST', path: '/wps/member/password', token: 'required', encrypted: true, gatewayV3: true }),
  forgotPasswordEmail: r({ method: 'POST', path: '/wps/member/password/email', token: 'none', form: true }),
  setPasswordByPhone: r({ method: 'POST', path: '/wps/member/password/verification', token: 'none', encrypted: true, gatewayV3: true }),
  firstLoginAction: r({ method: 'POST', path: '/wps/member/firstLogin', token: 'required' }),
  updateLanguage: r({ method: 'PUT', path: '/wps/member/language', token: 'required' }),
  // API.md "Messages": CSP_unreadCount (audit #11). The header's messages button and the member
  // centre's menu read their unread-messages count from it (src/app/wiring/member/memberBadges.ts); the
  // memberBadges call below (ours) gives only the missions and rewards counts beside it.
  unreadMessageCount: r({ method: 'GET', path: '/wps/relay/CSP_unreadCount', token: 'required' }),
  affiliate: r({ method: 'GET', path: '/wps/agent/affiliate', token: 'none' }),
  feedback: r({ method: 'PUT', path: '/wps/feedback', token: 'none' }),

  // system
  systemStatus: r({ method: 'GET', path: '/wps/system/status', token: 'none' }),
  whitelabel: r({ method: 'GET', path: '/wps/system/whitelabel', token: 'none' }),
  registerSettings: r({ method: 'GET', path: '/wps/system/setting/register', token: 'none' }),
  domainRoute: r({ method: 'GET', path: '/wps/system/domainRoute', token: 'none' }),
  helpCenter: r({ method: 'GET', path: '/wps/system/helpCenter', token: 'none' }),
  countries: r({ method: 'GET', path: '/wps/system/country', token: 'none' }),
  // blog and news (ours): a page of one kind's articles (kind BLOG | NEWS, pageNo,
  // pageSize, lang), and one article by its slug (kind, slug, lang; article.not.found)
  articleList: r({ method: 'GET', path: '/wps/system/article/list', token: 'none' }),
  article: r({ method: 'GET', path: '/wps/system/article', token: 'none' }),

  // wallet
  balance: r({ method: 'GET', path: '/wps/v2/wallets/balance', token: 'required' }),
  consolidatedFunds: r({ method: 'GET', path: '/wps/member/info/funds/consolidated', token: 'required' }),
  walletTransfer: r({ method: 'POST', path: '/wps/relay/GCS_walletTransfer', token: 'required' }),
  merchantWallet: r({ method: 'GET', path: '/wps/relay/GCS_merchantWallet', token: 'required' }),
  transactionDetail: r({ method: 'GET', path: '/wps/relay/GCS_transactionDetail', token: 'required' }),

  // ledger: the transaction record, all game wallets back to main, member ↔ upline / agent → downline transfers
  transactionRecord: r({ method: 'GET', path: '/wps/relay/MCSFE_getTransactionRecord', token: 'required' }),
  walletRecall: r({ method: 'POST', path: '/wps/relay/GCS_walletRecallAll', token: 'required' }),
  transferTargets: r({ method: 'GET', path: '/wps/relay/MCSFE_getTransferTargets', token: 'required' }),
  transferToUpline: r({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToUpline', token: 'required', encrypted: true, gatewayV3: true }),
  transferToDownline: r({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToDownline', token: 'required', encrypted: true, gatewayV3: true }),
  // deposit (API.md "Further calls"; the bank-transfer order, the records and the cancel are our paths)
  depositSettings: r({ method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', token: 'required' }),
  depositByBankTransfer: r({ method: 'POST', path: '/wps/relay/MCSFE_depositByBankTransfer', token: 'required' }),
  depositByLaunchUrl: r({ method: 'POST', path: '/wps/relay/MCSFE_depositByLaunchUrl', token: 'required' }),
  depositByQRImageUrl: r({ method: 'POST', path: '/wps/relay/MCSFE_depositByQRImageUrl', token: 'required' }),
  depositRecords: r({ method: 'GET', path: '/wps/relay/MCSFE_getDepositRecords', token: 'required' }),
  cancelDeposit: r({ method: 'POST', path: '/wps/relay/MCSFE_cancelDeposit', token: 'required' }),

  // games
  gameMenus: r({ method: 'GET', path: '/lgw/games/game_menus', token: 'none' }),
  gameType: r({ method: 'GET', path: '/lgw/games/game_type', token: 'none' }),
  pvpRooms: r({ method: 'GET', path: '/lgw/games/pvp_rooms', token: 'none' }),
  gameList: r({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', token: 'none' }),
  hotGames: r({ method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', token: 'none' }),
  vendors: r({ method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', token: 'none' }),
  recentGames: r({ method: 'GET', path: '/wps/relay/GCS_recentGame', token: 'required' }),
  favouriteIds: r({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', token: 'required' }),
  // SPEC.md §7 lists `token` among the favourite list's query fields (audit #29). It is not sent:
  // the house rule keeps tokens out of URLs (they end up in server and proxy logs, browser history
  // and Referer headers). The token travels in the `Authorization` header, as on every other call
  // with a token (API.md "Headers"), which is how the platform identifies the member here too.
  favouriteList: r({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', token: 'required' }),
  addFavourite: r({ method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', token: 'required' }),
  removeFavourite: r({ method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', token: 'required' }),
  launchGame: r({ method: 'GET', path: '/wps/game/launchGame', token: 'required' }),

  // content
  announcements: r({ method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', token: 'optional' }),
  notices: r({ method: 'GET', path: '/wps/relay/MCSFE_getNotices', token: 'optional' }),
  winnerBoard: r({ method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', token: 'none' }),
  // API.md "Rewards": MCSFE_claimRafflePromotion (audit #7). Method POST: API.md's list leaves it
  // unmarked ("GET unless marked"), but SPEC.md §7 marks it — "raffle promotion claim (POST)" — and
  // the explicit mark is the more specific statement. A claim moves money: as a POST it is never
  // retried by the requester nor prefetched or cached on the way. Body `raffleId` (chosen: API.md
  // names no field) and the idempotency key. The answer's `prize` is ours and optional: without it
  // the page says the prize was claimed without an amount and the balance shows the money.
  raffleClaim: r({ method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', token: 'required' }),
  // chat room and live cam (API.md "Chat and live cam"): the chat room's unread count, the chat's
  // address (the chat room, or a live-cam model's with `modelId`) and the live-cam models
  chatUnreadCount: r({ method: 'GET', path: '/wps/relay/CBS_unreadCount', token: 'required' }),
  launchChat: r({ method: 'GET', path: '/wps/relay/CBS_launchChat', token: 'required' }),
  liveCamModels: r({ method: 'GET', path: '/wps/relay/CBS_modelList', token: 'required' }),

  // points mall (API.md "Points mall", audit #6): the platform's names under /wps/relay/, GETs; the
  // two "pw" calls sit under /wps/relay/passwordCheck/ with an encrypted body (API.md "Encrypted
  // payloads": points redeem/convert with password check), so they are POSTs like every other pw
  // call of this table (a GET carries no body). Body fields are chosen (API.md names none; SPEC.md
  // §3 names "redeem quantity", "receiving address"): redeem `itemId`, `quantity`,
  // `receivingAddress?`, `password`; convert `points`, `password`; both `idempotencyKey?`.
  pointsBalance: r({ method: 'GET', path: '/wps/relay/MCSFE_getPointBalance', token: 'required' }),
  pointsReward: r({ method: 'GET', path: '/wps/relay/MCSFE_getPointReward', token: 'required' }),
  pointsConfig: r({ method: 'GET', path: '/wps/relay/MCSFE_getPointConfig', token: 'required' }),
  pointsRedeem: r({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward', token: 'required', encrypted: true, gatewayV3: true }),
  pointsRedeemList: r({ method: 'GET', path: '/wps/relay/MCSFE_getRedeemPointList', token: 'required' }),
  pointsConvert: r({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_convertPoint', token: 'required', encrypted: true, gatewayV3: true }),
  // points details (ours): the ledger of points earned and spent. A platform without it answers
  // 404: the points page's details tab says it could not load; balance, rewards, redeem and
  // convert do not depend on it.
  pointsDetails: r({ method: 'GET', path: '/wps/points/details', token: 'required' }),
  // points balance over time (ours): the ledger's balance at the end of each day it moved (404: the
  // chart is not shown)
  pointsBalanceHistory: r({ method: 'GET', path: '/wps/points/details/balance', token: 'required' }),

  // agent contracts
  contractDividend: r({ method: 'GET', path: '/wps/relay/MCSFE_processContractDividend', token: 'required' }),
  contractDailySalary: r({ method: 'GET', path: '/wps/relay/MCSFE_processDailySalaryContract', token: 'required' }),
  contractHourSalary: r({ method: 'POST', path: '/wps/relay/MCSFE_processContractHourSalary', token: 'required' }),
  contractRealTimeSalary: r({ method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', token: 'required' }),

  // agent centre (API.md "Agent": ODSFE2_getTeamOverviewSum, the affiliate-link calls and
  // /wps/agent/downline are the platform's; the other report paths are chosen here)
  teamOverview: r({ method: 'GET', path: '/wps/relay/ODSFE2_getTeamOverviewSum', token: 'required' }),
  downlineList: r({ method: 'GET', path: '/wps/relay/MCSFE_getDownlineList', token: 'required' }),
  teamBetting: r({ method: 'GET', path: '/wps/relay/ODSFE2_getTeamBettingRecord', token: 'required' }),
  teamProfitLoss: r({ method: 'GET', path: '/wps/relay/ODSFE2_getTeamProfitAndLoss', token: 'required' }),
  downlineTransactions: r({ method: 'GET', path: '/wps/relay/MCSFE_getDownlineTransactionDetails', token: 'required' }),
  contractPayouts: r({ method: 'GET', path: '/wps/relay/MCSFE_getContractPayouts', token: 'required' }),
  createDownline: r({ method: 'POST', path: '/wps/agent/downline', token: 'required', encrypted: true, gatewayV3: true }),
  // The affiliate-link calls are unmarked in API.md ("Methods are GET unless marked", audit #9), so
  // all three are GETs and their fields travel in the query: create `memberType`, `remark?`,
  // `idempotencyKey?`; delete `id` (field names chosen: API.md names none). Create and delete change
  // something, so the adapter sends them with `idempotent: false` and the requester never repeats
  // them (a lost create is settled by the affiliate-links chart's outcome check against the list).
  createAffiliateUrl: r({ method: 'GET', path: '/wps/relay/MCSFE_createAffiliateUrl', token: 'required' }),
  viewAffiliateUrls: r({ method: 'GET', path: '/wps/relay/MCSFE_viewAffiliateUrls', token: 'required' }),
  deleteAffiliateUrl: r({ method: 'GET', path: '/wps/relay/MCSFE_deleteAffiliateUrl', token: 'required' }),

  // withdraw (API.md "Further calls": the MCSFE_ names are the platform's; the paths of the
  // calls API.md names without one — binding, fee preview, records, cancel, setting the payment
  // password — are chosen here). "pw" calls sit under /wps/relay/passwordCheck/, encrypted.
  withdrawSettings: r({ method: 'GET', path: '/wps/relay/MCSFE_getWithdrawSettings', token: 'required' }),
  withdrawAccounts: r({ method: 'GET', path: '/wps/relay/MCSFE_getWithdrawBankCards', token: 'required' }),
  bindWithdrawAccount: r({ method: 'POST', path: '/wps/relay/MCSFE_bindWithdrawBankCard', token: 'required' }),
  withdrawFeePreview: r({ method: 'GET', path: '/wps/relay/MCSFE_getWithdrawFee', token: 'required' }),
  // API.md names this one bare, `getTurnoverInfo`, with no service prefix (audit #10): it is the
  // relay path of that name exactly, not an MCSFE_ name we would be guessing.
  turnoverInfo: r({ method: 'GET', path: '/wps/relay/getTurnoverInfo', token: 'required' }),
  withdraw: r({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_withdraw', token: 'required', encrypted: true, gatewayV3: true }),
  setPaymentPassword: r({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_setPaymentPassword', token: 'required', encrypted: true, gatewayV3: true }),
  withdrawRecords: r({ method: 'GET', path: '/wps/relay/MCSFE_getWithdrawRecords', token: 'required' }),
  cancelWithdraw: r({ method: 'POST', path: '/wps/relay/MCSFE_cancelWithdraw', token: 'required' }),
  paymentConfirmationList: r({ method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', token: 'required' }),
  processC2CTransaction: r({ method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', token: 'required' }),

  // lottery
  lotteryGameMenu: r({ method: 'GET', path: '/lgw/vn/games/game_menu', token: 'none' }),
  lotteryRecentResults: r({ method: 'GET', path: '/lgw/vn/games/recent_results', token: 'none' }),
  lotteryOpenedNumero: r({ method: 'GET', path: '/lgw/vn/games/opened_numero', token: 'none' }),
  lotteryVnNumero: r({ method: 'GET', path: '/lgw/vn/games/vn_numero', token: 'none' }),
  lotteryMissionSummary: r({ method: 'GET', path: '/lgw/vn/mission/summary', token: 'required' }),
  lotteryMissionLeaderboard: r({ method: 'GET', path: '/lgw/vn/mission/leaderboard', token: 'none' }),
  lotteryLobbyLaunch: r({ method: 'GET', path: '/wps/game/launchLotteryLobby', token: 'required' }),

  // member centre shell (ours: the menu's missions and rewards counts in one call; its
  // `unreadMessages` is no longer read: that count is CSP_unreadCount's). A platform without it
  // answers 404 and the menu shows no missions or rewards badge; the unread count still shows.
  memberBadges: r({ method: 'GET', path: '/wps/member/badges', token: 'required' }),

  // security centre (API.md "Security centre": securityConfig is the platform's path; the rest are
  // ours). The bound payout accounts are the withdraw area's calls (withdrawAccounts,
  // bindWithdrawAccount) plus the unbind below, so both pages read one list. Passwords and codes
  // travel encrypted; a code is sent to the member's own mobile or e-mail (no number in the body).
  securityConfig: r({ method: 'GET', path: '/wps/v2/member/securityConfig', token: 'required' }),
  securityCode: r({ method: 'POST', path: '/wps/verification/member', token: 'required' }),
  verifyContact: r({ method: 'POST', path: '/wps/member/verification/contact', token: 'required', encrypted: true, gatewayV3: true }),
  changePaymentPassword: r({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_changePaymentPassword', token: 'required', encrypted: true, gatewayV3: true }),
  resetPaymentPassword: r({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_resetPaymentPassword', token: 'required', encrypted: true, gatewayV3: true }),
  authenticatorSecret: r({ method: 'POST', path: '/wps/member/authenticator/secret', token: 'required' }),
  bindAuthenticator: r({ method: 'POST', path: '/wps/member/authenticator/bind', token: 'required', encrypted: true, gatewayV3: true }),
  unbindAuthenticator: r({ method: 'POST', path: '/wps/member/authenticator/unbind', token: 'required', encrypted: true, gatewayV3: true }),
  unbindWithdrawAccount: r({ method: 'POST', path: '/wps/relay/MCSFE_unbindWithdrawBankCard', token: 'required' }),
  // member records (betting record, personal profit, bonus details; paths chosen here,
  // the rows of the betting record are API.md's "Betting record / team betting" fields)
  memberBettingRecord: r({ method: 'GET', path: '/wps/relay/MCSFE_getBettingRecord', token: 'required' }),
  memberProfit: r({ method: 'GET', path: '/wps/relay/MCSFE_getPersonalProfit', token: 'required' }),
  memberBonus: r({ method: 'GET', path: '/wps/relay/MCSFE_getBonusDetails', token: 'required' }),
  // inbox, reward centre and manual rebate (API.md "Further calls": CSP_getInbox,
  // MCSFE_getAvailablePromotions, MCS2_getPromotionClaimList, MCSFE_getRafflePromotionStatus and
  // MCSFE_getCustomerRebateSettingByProductType are the platform's names; reading, deleting,
  // claiming and the rebate records are ours). Commands are POSTs: never retried.
  inboxList: r({ method: 'GET', path: '/wps/relay/CSP_getInbox', token: 'required' }),
  inboxRead: r({ method: 'POST', path: '/wps/relay/CSP_readMessage', token: 'required' }),
  inboxDelete: r({ method: 'POST', path: '/wps/relay/CSP_deleteMessages', token: 'required' }),
  rewardsAvailable: r({ method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', token: 'required' }),
  rewardClaim: r({ method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', token: 'required' }),
  rewardClaims: r({ method: 'GET', path: '/wps/relay/MCS2_getPromotionClaimList', token: 'required' }),
  raffleStatus: r({ method: 'GET', path: '/wps/relay/MCSFE_getRafflePromotionStatus', token: 'required' }),
  rebateAvailable: r({ method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', token: 'required' }),
  rebateClaim: r({ method: 'POST', path: '/wps/relay/MCSFE_claimRebate', token: 'required' }),
  rebateClaims: r({ method: 'GET', path: '/wps/relay/MCSFE_getRebateClaimList', token: 'required' }),
  // member centre, account group: responsible gaming and the feedback form's rules (our paths)
  responsibleGaming: r({ method: 'GET', path: '/wps/member/responsibleGaming', token: 'required' }),
  setDepositLimit: r({ method: 'POST', path: '/wps/member/responsibleGaming/depositLimit', token: 'required' }),
  startCoolOff: r({ method: 'POST', path: '/wps/member/responsibleGaming/coolOff', token: 'required' }),
  selfExclude: r({ method: 'POST', path: '/wps/member/responsibleGaming/selfExclusion', token: 'required' }),
  feedbackSettings: r({ method: 'GET', path: '/wps/feedback/setting', token: 'none' }),
  // promotions and referral: the list (token optional: a visitor sees JOIN / coming
  // soon), apply with a comment and claim (commands: POSTs, sent once), the referral details
  // (API.md MCSFE_getReferralDetails; the other paths are ours)
  promotionList: r({ method: 'GET', path: '/wps/relay/MCSFE_getPromotionList', token: 'optional' }),
  promotionApply: r({ method: 'POST', path: '/wps/relay/MCSFE_applyPromotion', token: 'required' }),
  promotionClaim: r({ method: 'POST', path: '/wps/relay/MCSFE_claimPromotionBonus', token: 'required' }),
  referralDetails: r({ method: 'GET', path: '/wps/relay/MCSFE_getReferralDetails', token: 'required' }),
  // missions, red envelope and VIP (MCSFE_getPlayerRankProgress is API.md's, the rest
  // ours). Claiming a mission and opening an envelope move money: POSTs, never retried.
  missionList: r({ method: 'GET', path: '/wps/relay/MCSFE_getMissionList', token: 'required' }),
  missionClaim: r({ method: 'POST', path: '/wps/relay/MCSFE_claimMission', token: 'required' }),
  missionLeaderboard: r({ method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', token: 'required' }),
  redEnvelope: r({ method: 'GET', path: '/wps/relay/MCSFE_getRedEnvelope', token: 'required' }),
  redEnvelopeOpen: r({ method: 'POST', path: '/wps/relay/MCSFE_openRedEnvelope', token: 'required' }),
  vipProgress: r({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', token: 'required' }),
} as const satisfies Record<string, RouteSpec>;

export type RouteId = keyof typeof ROUTES;

export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** Finds the route a method and path belong to (query string ignored). */
export function findRoute(method: string, path: string): RouteId | undefined {
  const bare = path.split('?')[0];
  return ROUTE_IDS.find((id) => ROUTES[id].method === method && ROUTES[id].path === bare);
}

/** The brand's merchant code; a real deployment sets VITE_MERCHANT_CODE. */
export const DEFAULT_MERCHANT_CODE = 'RP01';

/** Where the embedded platform serves generated images (the vendor logo fallback points there). */
export const IMAGE_PATH_PREFIX = '/__platform/img';

// --- live account events ---------------------------------------------
// Not a REST route: a WebSocket on the same origin. The token never goes in the URL; the client
// sends it as its first message ({ type: 'auth', token }) and the platform answers auth-ok or
// closes with one of the codes below.

/** Where the platform serves the account's live events (WebSocket, same origin). */
export const ACCOUNT_EVENTS_PATH = '/wps/ws/account';

/** Close codes of the account socket (4000–4999 are the application's own). */
export const ACCOUNT_SOCKET_CLOSE = {
  /** The first message was not an auth message with a token, or none came in time. */
  authRequired: 4400,
  /** The token is unknown or its session ended: the client stops (the session chart handles the 401). */
  authRefused: 4401,
  /** A trial account has no live events. */
  notAllowed: 4403,
  /** The platform cut the connection (control endpoint dropAccountSockets, scenario reset). */
  dropped: 4500,
} as const;

/** How long the platform waits for the auth message before closing with authRequired. */
export const ACCOUNT_SOCKET_AUTH_TIMEOUT_MS = 10_000;

// --- customer service paths (SPEC.md §3 "Customer service: path encrypted, decrypted on receipt") --
// (ours) The permission info's `customerService[].path` travels sealed with the same envelope the
// encrypted bodies use (API.md "Encrypted payloads"): base64(iv[12] ‖ AES-256-GCM ciphertext ‖
// tag[16]), UTF-8 text inside. The content key cannot be wrapped for the browser (it holds no
// private key), so it is this brand-wide key, shared by the adapter and the platform here, once.
// It keeps the address out of plain sight in the status answer and proves it was not altered on
// the way (GCM tag); it is NOT a secret from the visitor — the real platform's DES-ECB key ships in
// its bundle the same way, and the address is shown to whoever opens live support anyway.
// Decrypted by the customerService chart's `openContacts` (src/app/wiring/support/customerService.ts)
// with `createSealedTextOpener` (src/api/sealedText.ts); sealed by schema/infra/crypto.ts `sealText`.
export const CUSTOMER_SERVICE_PATH_KEY = 'uGY4IK2h+2QZDSbN8i58ohHwRnT9yMnvvixNmi1hvq8=';
