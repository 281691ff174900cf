/**
 * Typed client of the control endpoint for tests and QA:
 *
 *   const control = createControlClient('http://localhost:5173', 'checkout-test-1');
 *   await control.setFlag('FREEPLAY3', false);
 *   await control.failNext('login', 2, { errorCode: 'system.busy' });
 *
 * Every call is scoped to the scenario given here (sent as the X-Scenario header) and carries the
 * run's control secret (X-Platform-Control): `options.secret`, else PLATFORM_CONTROL_SECRET of this
 * process, which the test runners hand down (schema/infra/control-secret.ts).
 * Plain graphql-request, no Node APIs: usable from Node, Playwright fixtures and browsers.
 */
import { GraphQLClient } from 'graphql-request';
import { type RouteId } from '../../src/api/routes.js';
import { CONTROL_PATH, CONTROL_SECRET_ENV, CONTROL_SECRET_HEADER, SCENARIO_HEADER } from '../host/platform-paths.js';
import type { AccountEvent } from '../state/records.js';

export interface FlagState {
  readonly modId: string;
  readonly enabled: boolean;
}

export interface WhitelabelNodeState {
  readonly modId: string;
  readonly enabled: '1' | '0';
  readonly childrenNodes: readonly WhitelabelNodeState[];
}

export interface RegisterFieldState {
  readonly field: string;
  readonly acceptedPattern: string;
  readonly minLength: number;
  readonly maxLength: number;
  readonly patternId: number;
  readonly show: boolean;
  readonly required: boolean;
}

export type RegisterFieldChange = Partial<Omit<RegisterFieldState, 'field'>>;

/** How a queued fault answers; see FailureKind in control.graphql and schema/README.md "Fault kinds". */
export type FailureKind = 'ENVELOPE' | 'MALFORMED_BODY' | 'WRONG_SHAPE' | 'DROP_CONNECTION' | 'SLOW';

export interface PendingFailure {
  readonly route: string;
  readonly remaining: number;
  readonly kind: FailureKind;
  readonly httpStatus: number | null;
  readonly errorCode: string;
  readonly delayMs: number | null;
}

export interface ScenarioSettings {
  readonly scenarioId: string;
  readonly systemStatus: 0 | 1 | 2;
  readonly latencyMs: number;
  readonly blockedIp: boolean;
  readonly newIpVerification: boolean;
  readonly smsExpiredMinutes: number;
  readonly smsCodeTtlSeconds: number;
  readonly clockOffsetSeconds: number;
  /** The scenario's clock when it answered, ms since the epoch (the run's TEST_TODAY plus advanceClock). */
  readonly now: number;
  readonly flags: readonly FlagState[];
  readonly whitelabel: readonly WhitelabelNodeState[];
  readonly registerFields: readonly RegisterFieldState[];
  readonly failures: readonly PendingFailure[];
  readonly vendorMaintenance: readonly string[];
  readonly hostAllowed: boolean;
  readonly answerProfile: 'RICH' | 'STRICT';
}

export interface AccountState {
  readonly id: string;
  readonly username: string;
  readonly password: string;
  readonly type: number;
  readonly nickname: string;
  readonly payeeName: string;
  readonly email: string;
  readonly countryDialingCode: string;
  readonly mobileNum: string;
  readonly passwordExpired: boolean;
  readonly firstTimeLogin: boolean;
  readonly mainBalance: number;
  readonly bonusBalance: number;
  readonly points: number;
  readonly favourites: readonly string[];
  readonly recentGames: readonly string[];
  readonly activeSessions: number;
  readonly knownIps: readonly string[];
  readonly captchaRequired: boolean;
  readonly verifyNextLogin: boolean;
  readonly affiliateCode: string | null;
  readonly upline: string | null;
  /** The stored language (PUT /wps/member/language). */
  readonly language: string;
}

export interface LoginVerificationCodes {
  readonly username: string;
  readonly methods: readonly string[];
  readonly emailCode: string | null;
  /** The bound authenticator's code now; null when none is bound. */
  readonly authenticatorCode: string | null;
  readonly bankName: string;
  readonly mobileNum: string;
}

/** Content whose items setContent replaces (control.graphql ContentResource). */
export type ContentResource = 'NOTICE' | 'HEADLINE' | 'POPUP' | 'PROMOTION' | 'ANNOUNCEMENT' | 'HELP_ARTICLE' | 'BLOG' | 'NEWS';

export interface ContentItem {
  /** Plain text; empty when absent. */
  readonly title?: string;
  /** HTML, served as is. */
  readonly content: string;
  /** POPUP only: A signed in, B anonymous, F first login (none: every audience). */
  readonly execution?: 'A' | 'B' | 'F';
  /** ANNOUNCEMENT only: the promotion the item leads to. */
  readonly promotionType?: string;
}

/** One call in the scenario's call log (control.graphql CallRecord). */
export interface CallRecord {
  /** The RouteId; null when no route matched (404, 405). */
  readonly route: RouteId | null;
  readonly method: string;
  readonly path: string;
  /** Arrival, ms since the epoch on the scenario's clock. */
  readonly at: number;
  readonly status: number;
  readonly errorCode: string | null;
}

export interface FailNextOptions {
  /** Default ENVELOPE (success false with errorCode); see FailureKind. */
  readonly kind?: FailureKind;
  /** Answer this HTTP status (ENVELOPE, MALFORMED_BODY, WRONG_SHAPE); unset: HTTP 200. */
  readonly httpStatus?: number;
  /** ENVELOPE's code. Default: login.not.session for 401, system.error otherwise. */
  readonly errorCode?: string;
  /** SLOW: how long the answer is held back (default 30 s). */
  readonly delayMs?: number;
}

// --- withdraw (control.graphql "Withdraw") -----------------------------------------------------

export interface WithdrawControlSettings {
  readonly allowWithdraw: boolean;
  readonly minWithdrawal: number;
  readonly maxWithdrawal: number;
  readonly fixedWithdrawAmounts: readonly number[];
  readonly allowDecimal: boolean;
  readonly dailyTimes: number;
  readonly dailyAmount: number;
  readonly withdrawPenaltyCharge: number;
  readonly withdrawDateFrom: number;
  readonly withdrawDateTo: number;
  readonly c2cEnabled: boolean;
  readonly confirmationMinutes: number;
  readonly precautionNote: string;
}

export interface WithdrawalPartState {
  readonly partId: string;
  readonly amount: number;
  readonly status: 'WAITING' | 'RECEIVED' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED';
  readonly remainingMs: number;
  readonly proofCount: number;
}

export interface WithdrawalState {
  readonly orderNo: string;
  readonly amount: number;
  readonly fee: number;
  readonly payout: number;
  readonly receivedAmount: number;
  readonly remainingAmount: number;
  readonly status: 'PENDING' | 'APPROVED' | 'PAYING' | 'PAID' | 'REJECTED' | 'FAILED' | 'CANCELLED';
  readonly parts: readonly WithdrawalPartState[];
}

export interface TurnoverRowState {
  readonly gameType: string;
  readonly requiredTurnover: number;
  readonly actualTurnover: number;
}

const WITHDRAW_SETTINGS = `
  allowWithdraw minWithdrawal maxWithdrawal fixedWithdrawAmounts allowDecimal dailyTimes dailyAmount withdrawPenaltyCharge
  withdrawDateFrom withdrawDateTo c2cEnabled confirmationMinutes precautionNote
`;

const WITHDRAWAL = `orderNo amount fee payout receivedAmount remainingAmount status parts { partId amount status remainingMs proofCount }`;

/** A contract row as the wire spells it (platform.graphql Contract); the tier list is the kind's. */
export interface ContractState {
  readonly id: string;
  readonly kind: 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
  readonly gameType: string;
  readonly upline: string;
  readonly downline: string;
  readonly status: 'P' | 'E' | 'A' | 'R' | 'V' | 'C';
  readonly period: string;
  readonly rate: number;
  readonly downlineHigherRate: 'Y' | 'N';
  readonly conflictingContracts: readonly string[];
  readonly createdTime: string;
  readonly answeredTime: string | null;
}

const CONTRACT = `id kind gameType upline downline status period rate downlineHigherRate conflictingContracts createdTime answeredTime`;

/** A contract payout (platform.graphql ContractPayout). */
export interface ContractPayoutState {
  readonly id: string;
  readonly contractId: string;
  readonly kind: string;
  readonly gameType: string;
  readonly upline: string;
  readonly downline: string;
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly validBetAmount: number;
  readonly netLoss: number;
  readonly activeMembers: number;
  readonly rate: number;
  readonly amount: number;
  readonly status: 'PENDING' | 'SETTLED';
  readonly settledTime: number | null;
  readonly orderNo: string | null;
}

const PAYOUT = `id contractId kind gameType upline downline periodStart periodEnd validBetAmount netLoss activeMembers rate amount status settledTime orderNo`;

/** A tier for offerContract (control.graphql ContractTierInput). */
export interface ContractTierChange {
  readonly minimumBet?: number;
  readonly netLoss?: number;
  readonly activeMember?: number;
  readonly rateType?: 'P' | 'F';
  readonly rate: number;
}

/** An account of the agent tree (control.graphql TeamMemberState). */
export interface TeamMemberState {
  readonly username: string;
  readonly type: number;
  readonly upline: string | null;
  readonly teamSize: number;
  readonly directCount: number;
  readonly real: boolean;
}

export interface ControlClientOptions {
  /** A fetch to use instead of the global one (in-process tests route it to platform.handle). */
  readonly fetch?: typeof fetch;
  /** The run's control secret; default: PLATFORM_CONTROL_SECRET of this process (none in a browser). */
  readonly secret?: string;
}

/** The secret this process was handed, where there is a process (Node: the test runners set it). */
function handedSecret(): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env[CONTROL_SECRET_ENV]?.trim() || undefined;
}

/** A deposit order (control.graphql DepositOrderState). */
export interface DepositOrderState {
  readonly orderNo: string;
  readonly username: string;
  readonly channelId: string;
  readonly kind: 'BANK' | 'EWALLET' | 'CRYPTO' | 'QR';
  readonly amount: number;
  readonly promotionId: string | null;
  readonly bonusAmount: number;
  readonly status: 'PENDING' | 'CREDITED' | 'REJECTED' | 'FAILED' | 'CANCELLED';
  readonly createdAt: number;
  readonly idempotencyKey: string | null;
}

const DEPOSIT_ORDER = `orderNo username channelId kind amount promotionId bonusAmount status createdAt idempotencyKey`;

const SETTINGS = `
  scenarioId systemStatus latencyMs blockedIp newIpVerification smsExpiredMinutes smsCodeTtlSeconds clockOffsetSeconds now hostAllowed answerProfile
  flags { modId enabled }
  whitelabel { modId enabled childrenNodes { modId enabled childrenNodes { modId enabled } } }
  registerFields { field acceptedPattern minLength maxLength patternId show required }
  failures { route remaining kind httpStatus errorCode delayMs }
  vendorMaintenance
`;

const ACCOUNT = `
  id username password type nickname payeeName email countryDialingCode mobileNum passwordExpired firstTimeLogin
  mainBalance bonusBalance points favourites recentGames activeSessions knownIps captchaRequired verifyNextLogin affiliateCode upline language
`;

/** The scenario's account WebSocket connections (control.graphql AccountSocketStats). */
export interface AccountSocketStats {
  readonly open: number;
  readonly authenticated: number;
  readonly opened: number;
}

/** An account event to push (control.graphql AccountEventInput): the platform's own AccountEvent. */
export type AccountEventPush = AccountEvent;

export function createControlClient(baseUrl: string, scenarioId: string, options: ControlClientOptions = {}) {
  const secret = options.secret ?? handedSecret();
  const client = new GraphQLClient(new URL(CONTROL_PATH, baseUrl).toString(), {
    headers: { [SCENARIO_HEADER]: scenarioId, ...(secret ? { [CONTROL_SECRET_HEADER]: secret } : {}) },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call<Field extends string, Result>(field: Field, document: string, variables: Record<string, unknown> = {}): Promise<Result> {
    const data = await client.request<Record<Field, Result>>(document, variables);
    return data[field];
  }

  const mutateSettings = (field: string, signature: string, args: string, variables: Record<string, unknown> = {}) =>
    call<string, ScenarioSettings>(field, `mutation${signature} { ${field}${args} { ${SETTINGS} } }`, variables);

  return {
    scenarioId,

    /** Runs any control or catalogue operation (see control.graphql and platform.graphql). */
    request: <Result>(document: string, variables: Record<string, unknown> = {}) => client.request<Result>(document, variables),

    settings: () => call<'settings', ScenarioSettings>('settings', `query { settings { ${SETTINGS} } }`),
    accounts: () => call<'accounts', AccountState[]>('accounts', `query { accounts { ${ACCOUNT} } }`),
    account: (username: string) => call<'account', AccountState | null>('account', `query($username: String!) { account(username: $username) { ${ACCOUNT} } }`, { username }),
    scenarios: () => call<'scenarios', string[]>('scenarios', `query { scenarios }`),
    /** Answer of the captcha issued last in the scenario (captchas are per scenario). */
    captchaAnswer: (username?: string) => call<'captchaAnswer', string | null>('captchaAnswer', `query($username: String) { captchaAnswer(username: $username) }`, { username }),
    captchaRequired: (username: string) => call<'captchaRequired', boolean>('captchaRequired', `query($username: String!) { captchaRequired(username: $username) }`, { username }),
    smsCode: (mobileNum: string) => call<'smsCode', string | null>('smsCode', `query($mobileNum: String!) { smsCode(mobileNum: $mobileNum) }`, { mobileNum }),
    /** The scenario's call log, oldest first; only the calls of a route (RouteId or path) when given. */
    calls: (route?: RouteId | string) =>
      call<'calls', CallRecord[]>('calls', `query($route: String) { calls(route: $route) { route method path at status errorCode } }`, { route: route ?? null }),
    /** How many calls of the route (RouteId or path) the platform answered since the scenario began or clearCalls. */
    callCount: (route: RouteId | string) => call<'callCount', number>('callCount', `query($route: String!) { callCount(route: $route) }`, { route }),
    /** Empties the call log; answers how many records it held. */
    clearCalls: () => call<'clearCalls', number>('clearCalls', `mutation { clearCalls }`),
    loginVerification: (username: string) =>
      call<'loginVerification', LoginVerificationCodes | null>(
        'loginVerification',
        `query($username: String!) { loginVerification(username: $username) { username methods emailCode authenticatorCode bankName mobileNum } }`,
        { username },
      ),

    setSystemStatus: (status: 0 | 1 | 2) => mutateSettings('setSystemStatus', '($status: Int!)', '(status: $status)', { status }),
    setFlag: (modId: string, enabled: boolean) => mutateSettings('setFlag', '($modId: String!, $enabled: Boolean!)', '(modId: $modId, enabled: $enabled)', { modId, enabled }),
    setRegisterField: (field: string, setting: RegisterFieldChange) =>
      mutateSettings('setRegisterField', '($field: String!, $setting: RegisterFieldInput!)', '(field: $field, setting: $setting)', { field, setting }),
    setLatency: (ms: number) => mutateSettings('setLatency', '($ms: Int!)', '(ms: $ms)', { ms }),
    /** The next `count` calls of the route fail (as `failure.kind`, default ENVELOPE); later calls behave normally again. */
    failNext: (route: RouteId | string, count: number, failure: FailNextOptions = {}) =>
      mutateSettings(
        'failNext',
        '($route: String!, $count: Int!, $httpStatus: Int, $errorCode: String, $kind: FailureKind, $delayMs: Int)',
        '(route: $route, count: $count, httpStatus: $httpStatus, errorCode: $errorCode, kind: $kind, delayMs: $delayMs)',
        {
          route,
          count,
          httpStatus: failure.httpStatus ?? null,
          errorCode: failure.errorCode ?? null,
          kind: failure.kind ?? null,
          delayMs: failure.delayMs ?? null,
        },
      ),
    clearFailures: () => mutateSettings('clearFailures', '', ''),
    setBlockedIp: (blocked: boolean) => mutateSettings('setBlockedIp', '($blocked: Boolean!)', '(blocked: $blocked)', { blocked }),
    setHostAllowed: (allowed: boolean) => mutateSettings('setHostAllowed', '($allowed: Boolean!)', '(allowed: $allowed)', { allowed }),
    /** STRICT: the platform answers with only what API.md names, in its plainest form (schema/strict); RICH: the default. */
    setAnswerProfile: (profile: 'RICH' | 'STRICT') => mutateSettings('setAnswerProfile', '($profile: AnswerProfile!)', '(profile: $profile)', { profile }),
    setNewIpVerification: (enabled: boolean) => mutateSettings('setNewIpVerification', '($enabled: Boolean!)', '(enabled: $enabled)', { enabled }),
    setSmsSettings: (settings: { expiredMinutes?: number; codeTtlSeconds?: number }) =>
      mutateSettings('setSmsSettings', '($expiredMinutes: Int, $codeTtlSeconds: Int)', '(expiredMinutes: $expiredMinutes, codeTtlSeconds: $codeTtlSeconds)', {
        expiredMinutes: settings.expiredMinutes ?? null,
        codeTtlSeconds: settings.codeTtlSeconds ?? null,
      }),
    advanceClock: (seconds: number) => mutateSettings('advanceClock', '($seconds: Int!)', '(seconds: $seconds)', { seconds }),
    setVendorMaintenance: (vassalage: string, maintenance: boolean) =>
      mutateSettings('setVendorMaintenance', '($vassalage: String!, $maintenance: Boolean!)', '(vassalage: $vassalage, maintenance: $maintenance)', { vassalage, maintenance }),
    reset: () => mutateSettings('reset', '', ''),
    /** Replaces a content resource's items in the scenario (null: the seeded ones again); answers how many it serves. */
    setContent: (resource: ContentResource, items: readonly ContentItem[] | null) =>
      call<'setContent', number>('setContent', `mutation($resource: ContentResource!, $items: [ContentItemInput!]) { setContent(resource: $resource, items: $items) }`, {
        resource,
        items: items?.map((item) => ({ title: item.title ?? null, content: item.content, execution: item.execution ?? null, promotionType: item.promotionType ?? null })) ?? null,
      }),
    /** The permission info's resources (app and social links, licence) for this scenario; null restores the seeded ones. */
    setResources: (resources: readonly { labelNameEn: string; url: string }[] | null) =>
      call<'setResources', number>('setResources', `mutation($resources: [ResourceInput!]) { setResources(resources: $resources) }`, { resources }),
    setNickname: (username: string, nickname: string) =>
      call<'setNickname', AccountState>('setNickname', `mutation($username: String!, $nickname: String!) { setNickname(username: $username, nickname: $nickname) { ${ACCOUNT} } }`, { username, nickname }),

    markIpUnregistered: (username: string) =>
      call<'markIpUnregistered', AccountState>('markIpUnregistered', `mutation($username: String!) { markIpUnregistered(username: $username) { ${ACCOUNT} } }`, { username }),
    expireSessions: (username?: string) => call<'expireSessions', number>('expireSessions', `mutation($username: String) { expireSessions(username: $username) }`, { username: username ?? null }),
    setBalance: (username: string, amount: number, accountTypeId?: number) =>
      call<'setBalance', AccountState>(
        'setBalance',
        `mutation($username: String!, $amount: Float!, $accountTypeId: Int) { setBalance(username: $username, amount: $amount, accountTypeId: $accountTypeId) { ${ACCOUNT} } }`,
        { username, amount, accountTypeId: accountTypeId ?? null },
      ),
    setAccountFlags: (username: string, flags: { passwordExpired?: boolean; firstTimeLogin?: boolean }) =>
      call<'setAccountFlags', AccountState>(
        'setAccountFlags',
        `mutation($username: String!, $passwordExpired: Boolean, $firstTimeLogin: Boolean) { setAccountFlags(username: $username, passwordExpired: $passwordExpired, firstTimeLogin: $firstTimeLogin) { ${ACCOUNT} } }`,
        { username, passwordExpired: flags.passwordExpired ?? null, firstTimeLogin: flags.firstTimeLogin ?? null },
      ),

    // --- live account events ---
    /** Publishes an account event to the member's live sockets; answers how many of them it reached. */
    pushAccountEvent: (username: string, event: AccountEventPush) =>
      call<'pushAccountEvent', number>('pushAccountEvent', `mutation($username: String!, $event: AccountEventInput!) { pushAccountEvent(username: $username, event: $event) }`, {
        username,
        event,
      }),
    /** Cuts every account socket of the scenario (close code 4500); answers how many were open. */
    dropAccountSockets: () => call<'dropAccountSockets', number>('dropAccountSockets', `mutation { dropAccountSockets }`),
    /** Open, authenticated and ever-opened account sockets of the scenario. */
    accountSockets: () => call<'accountSockets', AccountSocketStats>('accountSockets', `query { accountSockets { open authenticated opened } }`),
    // security centre
    /** The 6-digit code the member's authenticator app shows now (bound secret, else the one issued). */
    memberAuthenticatorCode: (username: string) =>
      call<'memberAuthenticatorCode', string | null>('memberAuthenticatorCode', `query($username: String!) { memberAuthenticatorCode(username: $username) }`, { username }),
    /** The security code last e-mailed to the member, while valid. */
    securityEmailCode: (username: string) => call<'securityEmailCode', string | null>('securityEmailCode', `query($username: String!) { securityEmailCode(username: $username) }`, { username }),
    /** Marks the member's mobile and/or e-mail verified or not (an absent one is kept). */
    setContactsVerified: (username: string, marks: { mobile?: boolean; email?: boolean }) =>
      call<'setContactsVerified', boolean>('setContactsVerified', `mutation($username: String!, $mobile: Boolean, $email: Boolean) { setContactsVerified(username: $username, mobile: $mobile, email: $email) }`, {
        username,
        mobile: marks.mobile ?? null,
        email: marks.email ?? null,
      }),
    /** Binds a new authenticator secret to the member (as the security centre does); the base32 secret. */
    bindAuthenticator: (username: string) => call<'bindAuthenticator', string>('bindAuthenticator', `mutation($username: String!) { bindAuthenticator(username: $username) }`, { username }),
    // member centre shell: the menu's count badges
    badgeCounts: (username: string) =>
      call<'badgeCounts', BadgeCounts>('badgeCounts', `query($username: String!) { badgeCounts(username: $username) { unreadMessages missions rewards } }`, { username }),
    /** Sets an account's badge counts (an absent one is kept); a new unread count is pushed as a newMessage event. */
    setBadgeCounts: (username: string, counts: Partial<BadgeCounts>) =>
      call<'setBadgeCounts', BadgeCounts>(
        'setBadgeCounts',
        `mutation($username: String!, $unreadMessages: Int, $missions: Int, $rewards: Int) { setBadgeCounts(username: $username, unreadMessages: $unreadMessages, missions: $missions, rewards: $rewards) { unreadMessages missions rewards } }`,
        { username, unreadMessages: counts.unreadMessages ?? null, missions: counts.missions ?? null, rewards: counts.rewards ?? null },
      ),
    // chat room (schema/domain/chat.ts)
    /** A member's unread chat-room messages (what CBS_unreadCount answers). */
    chatUnread: (username: string) => call<'chatUnread', number>('chatUnread', `query($username: String!) { chatUnread(username: $username) }`, { username }),
    /** Sets a member's unread chat-room messages. */
    setChatUnread: (username: string, count: number) =>
      call<'setChatUnread', number>('setChatUnread', `mutation($username: String!, $count: Int!) { setChatUnread(username: $username, count: $count) }`, { username, count }),
    // ledger: wallets and transfers
    /** Makes the merchant single-wallet (GCS_merchantWallet isSingle) or not; answers the new value. */
    setSingleWallet: (single: boolean) => call<'setSingleWallet', boolean>('setSingleWallet', `mutation($single: Boolean!) { setSingleWallet(single: $single) }`, { single }),
    /** The scenario's deposit orders, newest first (one member's when given). */
    deposits: (username?: string) =>
      call<'deposits', DepositOrderState[]>('deposits', `query($username: String) { deposits(username: $username) { ${DEPOSIT_ORDER} } }`, { username: username ?? null }),
    /** Ends a pending deposit as CREDITED (money and bonus posted), REJECTED or FAILED. */
    setDepositStatus: (orderNo: string, status: 'CREDITED' | 'REJECTED' | 'FAILED') =>
      call<'setDepositStatus', DepositOrderState>('setDepositStatus', `mutation($orderNo: String!, $status: String!) { setDepositStatus(orderNo: $orderNo, status: $status) { ${DEPOSIT_ORDER} } }`, { orderNo, status }),
    creditDeposit: (orderNo: string) =>
      call<'setDepositStatus', DepositOrderState>('setDepositStatus', `mutation($orderNo: String!) { setDepositStatus(orderNo: $orderNo, status: "CREDITED") { ${DEPOSIT_ORDER} } }`, { orderNo }),
    // withdraw
    withdrawSettings: () => call<'withdrawSettings', WithdrawControlSettings>('withdrawSettings', `query { withdrawSettings { ${WITHDRAW_SETTINGS} } }`),
    setWithdrawSettings: (settings: Partial<WithdrawControlSettings>) =>
      call<'setWithdrawSettings', WithdrawControlSettings>('setWithdrawSettings', `mutation($settings: WithdrawSettingsInput!) { setWithdrawSettings(settings: $settings) { ${WITHDRAW_SETTINGS} } }`, { settings }),
    /** A member's withdrawal orders, newest first (every member's without a username). */
    withdrawals: (username?: string) => call<'withdrawals', WithdrawalState[]>('withdrawals', `query($username: String) { withdrawals(username: $username) { ${WITHDRAWAL} } }`, { username: username ?? null }),
    hasPaymentPassword: (username: string) => call<'hasPaymentPassword', boolean>('hasPaymentPassword', `query($username: String!) { hasPaymentPassword(username: $username) }`, { username }),
    /** Status A or D: met; I or N with the rows not met yet. */
    setTurnover: (username: string, status: 'A' | 'D' | 'I' | 'N', rows: readonly TurnoverRowState[] = []) =>
      call<'setTurnover', boolean>('setTurnover', `mutation($username: String!, $status: String!, $rows: [TurnoverRowInput!]) { setTurnover(username: $username, status: $status, rows: $rows) }`, { username, status, rows }),
    clearPaymentPassword: (username: string) => call<'clearPaymentPassword', boolean>('clearPaymentPassword', `mutation($username: String!) { clearPaymentPassword(username: $username) }`, { username }),
    setWithdrawAccountActive: (username: string, bankCardId: string, active: boolean) =>
      call<'setWithdrawAccountActive', boolean>(
        'setWithdrawAccountActive',
        `mutation($username: String!, $bankCardId: String!, $active: Boolean!) { setWithdrawAccountActive(username: $username, bankCardId: $bankCardId, active: $active) }`,
        { username, bankCardId, active },
      ),
    approveWithdrawal: (orderNo: string) => call<'approveWithdrawal', WithdrawalState>('approveWithdrawal', `mutation($orderNo: String!) { approveWithdrawal(orderNo: $orderNo) { ${WITHDRAWAL} } }`, { orderNo }),
    rejectWithdrawal: (orderNo: string) => call<'rejectWithdrawal', WithdrawalState>('rejectWithdrawal', `mutation($orderNo: String!) { rejectWithdrawal(orderNo: $orderNo) { ${WITHDRAWAL} } }`, { orderNo }),
    failWithdrawal: (orderNo: string) => call<'failWithdrawal', WithdrawalState>('failWithdrawal', `mutation($orderNo: String!) { failWithdrawal(orderNo: $orderNo) { ${WITHDRAWAL} } }`, { orderNo }),
    payWithdrawal: (orderNo: string) => call<'payWithdrawal', WithdrawalState>('payWithdrawal', `mutation($orderNo: String!) { payWithdrawal(orderNo: $orderNo) { ${WITHDRAWAL} } }`, { orderNo }),
    /** C2C: parts of these amounts, each waiting for the member's answer until the deadline (confirmationMinutes). */
    payWithdrawalParts: (orderNo: string, amounts: readonly number[]) =>
      call<'payWithdrawalParts', WithdrawalState>('payWithdrawalParts', `mutation($orderNo: String!, $amounts: [Float!]!) { payWithdrawalParts(orderNo: $orderNo, amounts: $amounts) { ${WITHDRAWAL} } }`, { orderNo, amounts }),

    // agent tree and contracts
    /** Contract rows where the account is upline or downline (all rows without one); ended periods are settled first. */
    contracts: (username?: string) => call<'contracts', ContractState[]>('contracts', `query($username: String) { contracts(username: $username) { ${CONTRACT} } }`, { username: username ?? null }),
    /** Payouts of the contracts the account holds (MINE) or offered (DOWNLINES): pending first, then settled, newest first. */
    contractPayouts: (username: string, role: 'MINE' | 'DOWNLINES' = 'MINE') =>
      call<'contractPayouts', ContractPayoutState[]>('contractPayouts', `query($username: String!, $role: String) { contractPayouts(username: $username, role: $role) { ${PAYOUT} } }`, { username, role }),
    /** The account (first) and its direct downlines, each with its team's size. */
    team: (username: string) =>
      call<'team', TeamMemberState[]>('team', `query($username: String!) { team(username: $username) { username type upline teamSize directCount real } }`, { username }),
    /** An upline's offer to a direct downline agent, as the upline's own call would put it (P, or E over an active contract). */
    offerContract: (offer: { upline: string; downline: string; kind: ContractState['kind']; gameType: string; period?: string; tiers: readonly ContractTierChange[] }) =>
      call<'offerContract', ContractState>(
        'offerContract',
        `mutation($upline: String!, $downline: String!, $kind: String!, $gameType: String!, $period: String, $tiers: [ContractTierInput!]!) { offerContract(upline: $upline, downline: $downline, kind: $kind, gameType: $gameType, period: $period, tiers: $tiers) { ${CONTRACT} } }`,
        { ...offer, period: offer.period ?? null },
      ),
    setContractStatus: (id: string, status: ContractState['status']) =>
      call<'setContractStatus', ContractState>('setContractStatus', `mutation($id: ID!, $status: String!) { setContractStatus(id: $id, status: $status) { ${CONTRACT} } }`, { id, status }),
    /** The contract kinds set up for an agent (every kind unless turned off). */
    contractSetting: (username: string) => call<'contractSetting', ContractState['kind'][]>('contractSetting', `query($username: String!) { contractSetting(username: $username) }`, { username }),
    /** Turns a contract kind on or off for an agent (off: its request field in the consolidated info is null, its page hidden); answers the kinds set up. */
    setContractSetting: (username: string, kind: ContractState['kind'], enabled: boolean) =>
      call<'setContractSetting', ContractState['kind'][]>('setContractSetting', `mutation($username: String!, $kind: String!, $enabled: Boolean!) { setContractSetting(username: $username, kind: $kind, enabled: $enabled) }`, { username, kind, enabled }),
    /** Settles every ended period (after advanceClock: real-time salary every 5 minutes); answers the new payouts. */
    settleContracts: () => call<'settleContracts', ContractPayoutState[]>('settleContracts', `mutation { settleContracts { ${PAYOUT} } }`),
    /** Generated members with a month of activity under an agent (the benchmark's 5,000); answers its team size. */
    growTeam: (upline: string, members: number) => call<'growTeam', number>('growTeam', `mutation($upline: String!, $members: Int!) { growTeam(upline: $upline, members: $members) }`, { upline, members }),
    // points mall
    /** A member's redeems, newest first, with the member's points and balance. */
    pointsRedeems: (username: string) => call<'pointsRedeems', PointsRedeemState[]>('pointsRedeems', `query($username: String!) { pointsRedeems(username: $username) { ${POINTS_REDEEM} } }`, { username }),
    /** Ends a redeem in process: APPROVED (a virtual reward's cash value credited) or REJECTED (points and stock back). */
    setRedeemStatus: (username: string, id: string, status: 'APPROVED' | 'REJECTED') =>
      call<'setRedeemStatus', PointsRedeemState>('setRedeemStatus', `mutation($username: String!, $id: ID!, $status: String!) { setRedeemStatus(username: $username, id: $id, status: $status) { ${POINTS_REDEEM} } }`, { username, id, status }),
    // promotions
    /** A member's status of one promotion, with the bonus wallet. */
    promotionStatus: (username: string, promotionId: string) =>
      call<'promotionStatus', PromotionState>('promotionStatus', `query($username: String!, $promotionId: ID!) { promotionStatus(username: $username, promotionId: $promotionId) { ${PROMOTION_STATE} } }`, { username, promotionId }),
    /** Reviews a member's promotion (APPLYING → ISSUED | REJECTED, …). */
    setPromotionStatus: (username: string, promotionId: string, status: 'ISSUED' | 'REJECTED' | 'APPLYING' | 'PROCESS' | 'JOINED') =>
      call<'setPromotionStatus', PromotionState>('setPromotionStatus', `mutation($username: String!, $promotionId: ID!, $status: String!) { setPromotionStatus(username: $username, promotionId: $promotionId, status: $status) { ${PROMOTION_STATE} } }`, { username, promotionId, status }),
    // responsible gaming
    /** A member's deposit limits (use, pending changes), cool-off and self-exclusion on the scenario's clock. */
    responsibleGaming: (username: string) =>
      call<'responsibleGaming', ResponsibleGamingState>('responsibleGaming', `query($username: String!) { responsibleGaming(username: $username) { ${RESPONSIBLE_GAMING} } }`, { username }),
    /** Ends a cool-off and a self-exclusion and drops every limit (QA only). */
    liftResponsibleGaming: (username: string) =>
      call<'liftResponsibleGaming', ResponsibleGamingState>('liftResponsibleGaming', `mutation($username: String!) { liftResponsibleGaming(username: $username) { ${RESPONSIBLE_GAMING} } }`, { username }),
    // missions and red envelopes
    /** The member's missions, claimable first. */
    missions: (username: string) => call<'missions', MissionState[]>('missions', `query($username: String!) { missions(username: $username) { ${MISSION} } }`, { username }),
    /** Sets a mission's progress (null: back to the ledger's count); at its target it is claimable. */
    setMissionProgress: (username: string, missionId: string, progress: number | null) =>
      call<'setMissionProgress', MissionState>('setMissionProgress', `mutation($username: String!, $missionId: ID!, $progress: Float) { setMissionProgress(username: $username, missionId: $missionId, progress: $progress) { ${MISSION} } }`, { username, missionId, progress }),
    /** The member's red envelopes, newest first. */
    redEnvelopes: (username: string) => call<'redEnvelopes', RedEnvelopeState[]>('redEnvelopes', `query($username: String!) { redEnvelopes(username: $username) { ${RED_ENVELOPE} } }`, { username }),
    /** Drops a red envelope for the member (amount and lifetime defaulted when absent). */
    dropRedEnvelope: (username: string, options: { amount?: number; expiresInSeconds?: number } = {}) =>
      call<'dropRedEnvelope', RedEnvelopeState>('dropRedEnvelope', `mutation($username: String!, $amount: Float, $expiresInSeconds: Int) { dropRedEnvelope(username: $username, amount: $amount, expiresInSeconds: $expiresInSeconds) { ${RED_ENVELOPE} } }`, {
        username,
        amount: options.amount ?? null,
        expiresInSeconds: options.expiresInSeconds ?? null,
      }),
  };
}

const PROMOTION_STATE = 'promotionId status bonusBalance';

export interface PromotionState {
  readonly promotionId: string;
  readonly status: string;
  readonly bonusBalance: number;
}

const POINTS_REDEEM = 'id itemId itemName quantity points status memberPoints memberBalance';

/** A member's redeem as the control endpoint shows it. */
export interface PointsRedeemState {
  readonly id: string;
  readonly itemId: string;
  readonly itemName: string;
  readonly quantity: number;
  readonly points: number;
  readonly status: 'PROCESS' | 'APPROVED' | 'REJECTED';
  readonly memberPoints: number;
  readonly memberBalance: number;
}

const RESPONSIBLE_GAMING = 'limits { period amount used remaining resetsAt pending { amount effectiveAt remainingMs } } coolOffUntil selfExcluded coolOffDays coolDownHours serverTime';

/** A member's responsible-gaming state as the control endpoint reads it. */
export interface ResponsibleGamingState {
  readonly limits: readonly {
    readonly period: 'DAY' | 'WEEK' | 'MONTH';
    readonly amount: number | null;
    readonly used: number;
    readonly remaining: number | null;
    readonly resetsAt: string;
    readonly pending: { readonly amount: number | null; readonly effectiveAt: string; readonly remainingMs: number } | null;
  }[];
  readonly coolOffUntil: string | null;
  readonly selfExcluded: boolean;
  readonly coolOffDays: readonly number[];
  readonly coolDownHours: number;
  readonly serverTime: string;
}

const MISSION = 'missionId kind period title target progress reward status endsTime claimedTime';
const RED_ENVELOPE = 'envelopeId amount expiresTime opened expired';

/** A member's mission as the control endpoint shows it. */
export interface MissionState {
  readonly missionId: string;
  readonly kind: string;
  readonly period: 'DAY' | 'WEEK' | 'MONTH';
  readonly title: string;
  readonly target: number;
  readonly progress: number;
  readonly reward: number;
  readonly status: 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';
  readonly endsTime: string;
  readonly claimedTime: string | null;
}

/** A member's red envelope as the control endpoint shows it. */
export interface RedEnvelopeState {
  readonly envelopeId: string;
  readonly amount: number;
  readonly expiresTime: string;
  readonly opened: boolean;
  readonly expired: boolean;
}

/** The member menu's count badges as the control endpoint reads and sets them. */
export interface BadgeCounts {
  readonly unreadMessages: number;
  readonly missions: number;
  readonly rewards: number;
}

export type ControlClient = ReturnType<typeof createControlClient>;
