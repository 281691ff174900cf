/**
 * The control endpoint (POST /__platform/graphql, schema in control.graphql): steers the
 * scenario named by the X-Scenario header. Catalogue queries resolve from the MockStore;
 * control fields read and change the scenario.
 */
import type { GraphQLSchema } from 'graphql';
import { GraphQLError, graphql } from '../infra/graphql-runtime.js';
import { addMocksToSchema } from '@graphql-tools/mock';
import type { Catalogue } from '../state/catalogue.js';
import { ROUTES, ROUTE_IDS, type RouteId } from '../../src/api/routes.js';
import { ORDER_EVENT_KINDS, type OrderEventKind } from '../../src/api/accountEvents.js';
import { CONTENT_RESOURCES, type ContentResource, type Member, type Scenario, type SystemStatus } from '../state/scenario.js';
import { FAILURE_KINDS, type AccountEvent, type CallRecord, type FailureKind } from '../state/records.js';
import { digitsOf, roundMoney } from '../infra/units.js';
import type { ScenarioRegistry } from '../state/scenarios.js';
import type { AccountSocketHub } from '../host/account-sockets.js';
import { MAIN_WALLET } from '../seed/accounts.js';
import { whitelabelTree, type RegisterFieldSetting } from '../seed/settings.js';
import { VENDOR_CODES } from '../seed/vendors.js';
import { platformSchema, readTypeDefs } from '../infra/sdl.js';
import { ERROR } from '../rest/http.js';
import { verificationMethods } from '../rest/session.js';
import { badgeCounts, setBadgeCounts } from '../rest/memberCentre.js';
import { chatUnread, setChatUnread } from '../domain/chat.js';
import { DEPOSIT_STATUSES, depositBook, findOrder, settleDueDeposits, settleOrder, type DepositOrder, type DepositStatus } from '../domain/deposits.js';

function depositView(order: DepositOrder) {
  return { ...order };
}

function isSettledStatus(value: string): value is Exclude<DepositStatus, 'PENDING' | 'CANCELLED'> {
  return value === 'CREDITED' || value === 'REJECTED' || value === 'FAILED';
}
import { withdrawControlResolvers } from './withdraw.js';
import { securityControlResolvers } from './security.js';
import { boundAuthenticatorCode } from '../domain/security.js';
import { agentControlResolvers } from './agent.js';
import { pointsControlResolvers } from './points.js';
import { promotionsControlResolvers } from './promotions.js';
import { missionsControlResolvers } from './missions.js';
import { accountControlResolvers } from './responsible.js';

export interface ControlContext {
  /** Looked up on each use, so fields after `reset` see the fresh scenario. */
  readonly scenario: () => Scenario;
  readonly registry: ScenarioRegistry;
  /** The account WebSocket's connections (live events); absent where no hub runs. */
  readonly accountSockets?: AccountSocketHub;
}

const MAX_LATENCY_MS = 60_000;
/** What a SLOW fault waits unless told: longer than any client timeout (request.ts: 15 s). */
const DEFAULT_SLOW_MS = 30_000;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function settingsView(scenario: Scenario) {
  const { settings } = scenario;
  return {
    scenarioId: scenario.id,
    systemStatus: settings.systemStatus,
    latencyMs: settings.latencyMs,
    blockedIp: settings.blockedIp,
    newIpVerification: settings.newIpVerification,
    smsExpiredMinutes: settings.smsExpiredMinutes,
    smsCodeTtlSeconds: settings.smsCodeTtlSeconds,
    clockOffsetSeconds: Math.round(settings.clockOffsetMs / 1000),
    now: scenario.now(),
    flags: [...scenario.flags].map(([modId, enabled]) => ({ modId, enabled })),
    whitelabel: whitelabelTree(scenario.flags),
    registerFields: [...scenario.registerFields].map(([field, setting]) => ({ field, ...setting })),
    failures: scenario.failures.map((rule) => ({ ...rule })),
    vendorMaintenance: [...scenario.vendorMaintenance],
    hostAllowed: settings.hostAllowed,
    answerProfile: settings.answerProfile === 'strict' ? 'STRICT' : 'RICH',
  };
}

function accountView(scenario: Scenario, member: Member) {
  return {
    id: member.id,
    username: member.username,
    password: member.password,
    type: member.type,
    nickname: member.nickname,
    payeeName: member.payeeName,
    email: member.email,
    countryDialingCode: member.countryDialingCode,
    mobileNum: member.mobileNum,
    passwordExpired: member.passwordExpired,
    firstTimeLogin: member.firstTimeLogin,
    mainBalance: roundMoney(member.wallets.get(MAIN_WALLET) ?? 0),
    bonusBalance: roundMoney([...member.wallets].filter(([id]) => id !== MAIN_WALLET).reduce((sum, [, amount]) => sum + amount, 0)),
    points: member.points,
    favourites: [...member.favourites],
    recentGames: [...member.recentGames],
    activeSessions: [...scenario.sessions.values()].filter((session) => session.username === member.username).length,
    knownIps: [...member.knownIps],
    captchaRequired: scenario.captchaRequired.has(member.username.toLowerCase()),
    verifyNextLogin: member.verifyNextLogin,
    affiliateCode: member.affiliateCode,
    upline: member.uplineUsername,
    language: member.language,
  };
}

function memberOrThrow(scenario: Scenario, username: string): Member {
  const member = scenario.member(username);
  if (!member) throw badInput(`no account "${username}" in scenario "${scenario.id}"`);
  return member;
}

function isSystemStatus(value: number): value is SystemStatus {
  return value === 0 || value === 1 || value === 2;
}

function isContentResource(value: string): value is ContentResource {
  return (CONTENT_RESOURCES as readonly string[]).includes(value);
}

/** How many catalogue items a resource serves when nothing replaces them (popups: every audience). */
function seededCount({ catalogue }: Scenario, resource: ContentResource): number {
  switch (resource) {
    case 'NOTICE':
      return catalogue.notices.filter((notice) => notice.type === 'PL').length;
    case 'HEADLINE':
      return catalogue.notices.filter((notice) => notice.type === 'H').length;
    case 'POPUP':
      return catalogue.popups.length;
    case 'PROMOTION':
      return catalogue.promotions.length;
    case 'ANNOUNCEMENT':
      return catalogue.announcements.length;
    case 'HELP_ARTICLE':
      return catalogue.helpArticles.length;
    case 'BLOG':
    case 'NEWS':
      return catalogue.articles.filter((article) => article.kind === resource).length;
  }
}

function isRouteId(value: string): value is RouteId {
  return (ROUTE_IDS as readonly string[]).includes(value);
}

/** A route argument of the call log: a RouteId or a path of src/api/routes.ts, else a BAD_USER_INPUT. */
function routeFilter(route: string): string {
  const trimmed = route.trim();
  if (!isRouteId(trimmed) && !ROUTE_IDS.some((id) => ROUTES[id].path === trimmed)) throw badInput(`route "${trimmed}" is neither a RouteId nor a path of src/api/routes.ts`);
  return trimmed;
}

function callsOf(scenario: Scenario, route: string | null | undefined): CallRecord[] {
  if (route == null) return [...scenario.calls];
  const wanted = routeFilter(route);
  return scenario.calls.filter((call) => call.route === wanted || call.path === wanted);
}

interface RegisterFieldInput {
  readonly acceptedPattern?: string | null;
  readonly minLength?: number | null;
  readonly maxLength?: number | null;
  readonly patternId?: number | null;
  readonly show?: boolean | null;
  readonly required?: boolean | null;
}

function mergeRegisterField(current: RegisterFieldSetting | undefined, change: RegisterFieldInput): RegisterFieldSetting {
  const merged: RegisterFieldSetting = {
    acceptedPattern: change.acceptedPattern ?? current?.acceptedPattern ?? '*',
    minLength: change.minLength ?? current?.minLength ?? 0,
    maxLength: change.maxLength ?? current?.maxLength ?? 255,
    patternId: change.patternId ?? current?.patternId ?? 0,
    show: change.show ?? current?.show ?? true,
    required: change.required ?? current?.required ?? false,
  };
  if (merged.acceptedPattern !== '*') {
    try {
      new RegExp(merged.acceptedPattern);
    } catch {
      throw badInput(`acceptedPattern is not a valid RegExp: ${merged.acceptedPattern}`);
    }
  }
  if (merged.minLength < 0 || merged.maxLength < merged.minLength) throw badInput('need 0 <= minLength <= maxLength');
  return merged;
}

function controlResolvers(catalogue: Catalogue) {
  type Resolver<Args, Result> = (root: unknown, args: Args, context: ControlContext) => Result;
  const withScenario =
    <Args, Result>(body: (scenario: Scenario, args: Args, context: ControlContext) => Result): Resolver<Args, Result> =>
    (_root, args, context) =>
      body(context.scenario(), args, context);
  const changeSettings = <Args>(change: (scenario: Scenario, args: Args) => void) =>
    withScenario<Args, ReturnType<typeof settingsView>>((scenario, args) => {
      change(scenario, args);
      return settingsView(scenario);
    });

  const withdraw = withdrawControlResolvers();
  const agent = agentControlResolvers();
  const security = securityControlResolvers();
  const points = pointsControlResolvers();
  const account = accountControlResolvers();
  const promotions = promotionsControlResolvers();
  const missions = missionsControlResolvers();
  return {
    Query: {
      ...withdraw.Query,
      ...agent.Query,
      ...security.Query,
      ...points.Query,
      ...account.Query,
      ...promotions.Query,
      ...missions.Query,
      game: (_root: unknown, args: { nodeId: string }) => (catalogue.store.has('Game', args.nodeId) ? catalogue.store.get('Game', args.nodeId) : null),
      settings: withScenario((scenario) => settingsView(scenario)),
      captchaAnswer: withScenario((scenario) => scenario.currentCaptchaAnswer()),
      captchaRequired: withScenario((scenario, args: { username: string }) => scenario.captchaRequired.has(args.username.trim().toLowerCase())),
      smsCode: withScenario((scenario, args: { mobileNum: string }) => {
        const sms = scenario.smsCodes.get(digitsOf(args.mobileNum));
        return sms && sms.expiresAt > scenario.now() ? sms.code : null;
      }),
      loginVerification: withScenario((scenario, args: { username: string }) => {
        const member = scenario.member(args.username);
        if (!member) return null;
        return {
          username: member.username,
          methods: verificationMethods(scenario, member),
          emailCode: scenario.loginChallenges.get(member.username.toLowerCase())?.emailCode ?? null,
          authenticatorCode: boundAuthenticatorCode(scenario, member),
          bankName: member.payeeName,
          mobileNum: member.mobileNum,
        };
      }),
      accounts: withScenario((scenario) => [...scenario.members.values()].map((member) => accountView(scenario, member))),
      account: withScenario((scenario, args: { username: string }) => {
        const member = scenario.member(args.username);
        return member ? accountView(scenario, member) : null;
      }),
      calls: withScenario((scenario, args: { route?: string | null }) => callsOf(scenario, args.route)),
      callCount: withScenario((scenario, args: { route: string }) => callsOf(scenario, args.route).length),
      // member centre shell: the menu's count badges
      badgeCounts: withScenario((scenario, args: { username: string }) => badgeCounts(scenario, memberOrThrow(scenario, args.username))),
      chatUnread: withScenario((scenario, args: { username: string }) => chatUnread(scenario, memberOrThrow(scenario, args.username))),
      scenarios: (_root: unknown, _args: unknown, context: ControlContext) => context.registry.ids(),
      accountSockets: withScenario((scenario, _args: unknown, context) => context.accountSockets?.stats(scenario.id) ?? { open: 0, authenticated: 0, opened: 0 }),
      deposits: withScenario((scenario, args: { username?: string | null }) => {
        settleDueDeposits(scenario);
        const wanted = args.username?.trim().toLowerCase();
        return depositBook(scenario).orders.filter((order) => !wanted || order.username.toLowerCase() === wanted).map(depositView);
      }),
    },
    Mutation: {
      ...withdraw.Mutation,
      ...agent.Mutation,
      ...security.Mutation,
      ...points.Mutation,
      ...account.Mutation,
      ...promotions.Mutation,
      ...missions.Mutation,
      setChatUnread: withScenario((scenario, args: { username: string; count: number }) => {
        if (args.count < 0) throw badInput('count is 0 or more');
        return setChatUnread(scenario, memberOrThrow(scenario, args.username), args.count);
      }),
      setSystemStatus: changeSettings((scenario, args: { status: number }) => {
        if (!isSystemStatus(args.status)) throw badInput('status is 0 (normal), 1 (maintenance) or 2 (region restriction)');
        scenario.settings.systemStatus = args.status;
      }),
      setFlag: changeSettings((scenario, args: { modId: string; enabled: boolean }) => {
        if (!scenario.flags.has(args.modId)) throw badInput(`unknown modId "${args.modId}"; known: ${[...scenario.flags.keys()].join(', ')}`);
        scenario.flags.set(args.modId, args.enabled);
      }),
      setRegisterField: changeSettings((scenario, args: { field: string; setting: RegisterFieldInput }) => {
        const field = args.field.trim();
        if (!field) throw badInput('field is required');
        scenario.registerFields.set(field, mergeRegisterField(scenario.registerFields.get(field), args.setting));
      }),
      setLatency: changeSettings((scenario, args: { ms: number }) => {
        if (args.ms < 0 || args.ms > MAX_LATENCY_MS) throw badInput(`ms is between 0 and ${MAX_LATENCY_MS}`);
        scenario.settings.latencyMs = args.ms;
      }),
      failNext: changeSettings(
        (scenario, args: { route: string; count: number; httpStatus?: number | null; errorCode?: string | null; kind?: FailureKind | null; delayMs?: number | null }) => {
          const route = args.route.trim();
          if (!isRouteId(route) && !ROUTE_IDS.some((id) => ROUTES[id].path === route)) throw badInput(`route "${route}" is neither a RouteId nor a path of src/api/routes.ts`);
          if (!Number.isInteger(args.count) || args.count < 1) throw badInput('count is a positive integer');
          const kind = args.kind ?? 'ENVELOPE';
          if (!FAILURE_KINDS.includes(kind)) throw badInput(`kind is one of ${FAILURE_KINDS.join(', ')}`);
          const httpStatus = args.httpStatus ?? null;
          if (httpStatus !== null && (httpStatus < 200 || httpStatus > 599)) throw badInput('httpStatus is between 200 and 599');
          if (httpStatus !== null && (kind === 'DROP_CONNECTION' || kind === 'SLOW')) throw badInput(`${kind} answers the route's own status; leave httpStatus out`);
          if (args.delayMs != null && kind !== 'SLOW') throw badInput('delayMs is for kind SLOW');
          if (args.delayMs != null && (args.delayMs < 0 || args.delayMs > MAX_LATENCY_MS)) throw badInput(`delayMs is between 0 and ${MAX_LATENCY_MS}`);
          const errorCode = args.errorCode?.trim() || (httpStatus === 401 ? ERROR.notLoggedIn : ERROR.systemError);
          const delayMs = kind === 'SLOW' ? (args.delayMs ?? DEFAULT_SLOW_MS) : null;
          scenario.failures.push({ route, remaining: args.count, kind, httpStatus, errorCode, delayMs });
        },
      ),
      clearFailures: changeSettings((scenario) => {
        scenario.failures.length = 0;
      }),
      clearCalls: withScenario((scenario) => scenario.calls.splice(0).length),
      setBlockedIp: changeSettings((scenario, args: { blocked: boolean }) => {
        scenario.settings.blockedIp = args.blocked;
      }),
      setHostAllowed: changeSettings((scenario, args: { allowed: boolean }) => {
        scenario.settings.hostAllowed = args.allowed;
      }),
      setAnswerProfile: changeSettings((scenario, args: { profile: 'RICH' | 'STRICT' }) => {
        scenario.settings.answerProfile = args.profile === 'STRICT' ? 'strict' : 'rich';
      }),
      setNewIpVerification: changeSettings((scenario, args: { enabled: boolean }) => {
        scenario.settings.newIpVerification = args.enabled;
      }),
      markIpUnregistered: withScenario((scenario, args: { username: string }) => {
        const member = memberOrThrow(scenario, args.username);
        member.knownIps.clear();
        member.verifyNextLogin = true;
        return accountView(scenario, member);
      }),
      expireSessions: withScenario((scenario, args: { username?: string | null }) => scenario.endSessions(args.username ?? null)),
      setSmsSettings: changeSettings((scenario, args: { expiredMinutes?: number | null; codeTtlSeconds?: number | null }) => {
        if (args.expiredMinutes != null && args.expiredMinutes < 0) throw badInput('expiredMinutes is 0 (name no window) or more');
        if (args.codeTtlSeconds != null && args.codeTtlSeconds < 1) throw badInput('codeTtlSeconds is at least 1');
        scenario.settings.smsExpiredMinutes = args.expiredMinutes ?? scenario.settings.smsExpiredMinutes;
        scenario.settings.smsCodeTtlSeconds = args.codeTtlSeconds ?? scenario.settings.smsCodeTtlSeconds;
      }),
      advanceClock: changeSettings((scenario, args: { seconds: number }) => {
        if (args.seconds < 0) throw badInput('the clock only moves forward');
        scenario.settings.clockOffsetMs += args.seconds * 1000;
      }),
      setVendorMaintenance: changeSettings((scenario, args: { vassalage: string; maintenance: boolean }) => {
        const code = args.vassalage.trim().toUpperCase();
        if (!VENDOR_CODES.includes(code)) throw badInput(`unknown vendor "${args.vassalage}"`);
        if (args.maintenance) scenario.vendorMaintenance.add(code);
        else scenario.vendorMaintenance.delete(code);
      }),
      setBalance: withScenario((scenario, args: { username: string; amount: number; accountTypeId?: number | null }) => {
        const member = memberOrThrow(scenario, args.username);
        const wallet = args.accountTypeId ?? MAIN_WALLET;
        if (!member.wallets.has(wallet)) throw badInput(`no wallet ${wallet}`);
        if (args.amount < 0) throw badInput('amount is not negative');
        // An adjustment like any other movement: the ledger's last balanceAfter stays the wallets' total.
        const change = roundMoney(args.amount - (member.wallets.get(wallet) ?? 0));
        if (change !== 0) scenario.postMovement(member, { type: 'OTHER', amount: change, wallet, remark: 'ADJUSTMENT', orderNo: scenario.nextId('ADJ') });
        return accountView(scenario, member);
      }),
      setAccountFlags: withScenario((scenario, args: { username: string; passwordExpired?: boolean | null; firstTimeLogin?: boolean | null }) => {
        const member = memberOrThrow(scenario, args.username);
        member.passwordExpired = args.passwordExpired ?? member.passwordExpired;
        member.firstTimeLogin = args.firstTimeLogin ?? member.firstTimeLogin;
        return accountView(scenario, member);
      }),
      setResources: withScenario((scenario, args: { resources?: readonly { labelNameEn: string; url: string }[] | null }) => {
        scenario.resources = args.resources == null ? null : args.resources.map((resource) => ({ labelNameEn: resource.labelNameEn, url: resource.url }));
        return (scenario.resources ?? scenario.catalogue.site.resources).length;
      }),
      setContent: withScenario((scenario, args: { resource: string; items?: readonly { title?: string | null; content: string; execution?: string | null; promotionType?: string | null }[] | null }) => {
        if (!isContentResource(args.resource)) throw badInput(`resource is one of ${CONTENT_RESOURCES.join(', ')}`);
        if (args.items == null) {
          scenario.content.delete(args.resource);
          return seededCount(scenario, args.resource);
        }
        for (const item of args.items) {
          if (item.execution && !['A', 'B', 'F'].includes(item.execution.toUpperCase())) throw badInput('execution is A, B or F');
        }
        scenario.content.set(
          args.resource,
          args.items.map((item) => ({
            title: item.title ?? '',
            content: item.content,
            ...(item.execution ? { execution: item.execution.toUpperCase() } : {}),
            ...(item.promotionType ? { promotionType: item.promotionType } : {}),
          })),
        );
        return args.items.length;
      }),
      setNickname: withScenario((scenario, args: { username: string; nickname: string }) => {
        const member = memberOrThrow(scenario, args.username);
        member.nickname = args.nickname;
        return accountView(scenario, member);
      }),
      // member centre shell: the menu's count badges
      setBadgeCounts: withScenario((scenario, args: { username: string; unreadMessages?: number | null; missions?: number | null; rewards?: number | null }) => {
        const member = memberOrThrow(scenario, args.username);
        if ([args.unreadMessages, args.missions, args.rewards].some((count) => count != null && count < 0)) throw badInput('counts are not negative');
        return setBadgeCounts(scenario, member, args);
      }),
      // ledger: wallets and transfers
      setSingleWallet: withScenario((scenario, args: { single: boolean }) => {
        scenario.settings.singleWallet = args.single;
        return args.single;
      }),
      setDepositStatus: withScenario((scenario, args: { orderNo: string; status: string }) => {
        settleDueDeposits(scenario);
        const order = findOrder(scenario, args.orderNo.trim());
        if (!order) throw badInput(`no deposit order "${args.orderNo}" in scenario "${scenario.id}"`);
        const status = args.status.trim().toUpperCase();
        if (!isSettledStatus(status)) throw badInput(`status is CREDITED, REJECTED or FAILED (known statuses: ${DEPOSIT_STATUSES.join(', ')})`);
        if (!settleOrder(scenario, order, status)) throw badInput(`deposit order "${order.orderNo}" is ${order.status}, not PENDING`);
        return depositView(order);
      }),
      reset: (_root: unknown, _args: unknown, context: ControlContext) => {
        // the old scenario's sessions are gone: its live sockets go too (clients reconnect and are refused)
        context.accountSockets?.drop(context.scenario().id);
        return settingsView(context.registry.reset(context.scenario().id));
      },
      // --- live account events ---
      pushAccountEvent: withScenario((scenario, args: { username: string; event: AccountEventInput }, context) => {
        const member = memberOrThrow(scenario, args.username);
        const event = accountEventOf(args.event);
        const reached = context.accountSockets?.membersSockets(scenario.id, member.username) ?? 0;
        scenario.publishAccountEvent(member.username, event);
        return reached;
      }),
      dropAccountSockets: withScenario((scenario, _args: unknown, context) => context.accountSockets?.drop(scenario.id) ?? 0),
    },
  };
}

// --- live account events ----------------------------------------------

interface AccountEventInput {
  readonly kind: string;
  readonly orderNo?: string | null;
  readonly amount?: number | null;
  readonly balance?: number | null;
  readonly unread?: number | null;
}

// the order events' kinds are the wire contract's (src/api/accountEvents.ts), checked against the platform's records
const PLATFORM_ORDER_EVENT_KINDS: readonly AccountEvent['kind'][] = ORDER_EVENT_KINDS;

function isOrderEventKind(kind: string): kind is OrderEventKind {
  return (PLATFORM_ORDER_EVENT_KINDS as readonly string[]).includes(kind);
}

/** An AccountEvent from the control input, each kind with the fields it needs. */
function accountEventOf(input: AccountEventInput): AccountEvent {
  if (isOrderEventKind(input.kind)) {
    if (!input.orderNo?.trim() || input.amount == null) throw badInput(`${input.kind} needs orderNo and amount`);
    return { kind: input.kind, orderNo: input.orderNo.trim(), amount: roundMoney(input.amount) };
  }
  if (input.kind === 'balanceChanged') {
    if (input.balance == null) throw badInput('balanceChanged needs balance');
    return { kind: 'balanceChanged', balance: roundMoney(input.balance) };
  }
  if (input.kind === 'newMessage') {
    if (input.unread == null || !Number.isInteger(input.unread) || input.unread < 0) throw badInput('newMessage needs unread (0 or more)');
    return { kind: 'newMessage', unread: input.unread };
  }
  throw badInput(`kind is one of ${[...ORDER_EVENT_KINDS, 'balanceChanged', 'newMessage'].join(', ')}`);
}

/** The executable control schema of one catalogue. */
export function createControlSchema(catalogue: Catalogue): GraphQLSchema {
  return addMocksToSchema({ schema: platformSchema(), store: catalogue.store, resolvers: controlResolvers(catalogue) });
}

interface GraphQLRequestBody {
  readonly query?: unknown;
  readonly variables?: unknown;
  readonly operationName?: unknown;
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Answers one control request for the scenario `scenarioId`. */
export async function answerControlCall(
  schema: GraphQLSchema,
  registry: ScenarioRegistry,
  scenarioId: string,
  request: Request,
  accountSockets?: AccountSocketHub,
): Promise<Response> {
  if (request.method === 'GET') {
    return new Response(readTypeDefs().join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (request.method !== 'POST') return json({ errors: [{ message: 'use POST with { query, variables }' }] }, 405);
  let body: GraphQLRequestBody;
  try {
    body = (await request.json()) as GraphQLRequestBody;
  } catch {
    return json({ errors: [{ message: 'body is not JSON' }] }, 400);
  }
  if (typeof body.query !== 'string') return json({ errors: [{ message: 'query is required' }] }, 400);
  const variables = typeof body.variables === 'object' && body.variables !== null ? (body.variables as Record<string, unknown>) : undefined;
  const contextValue: ControlContext = { scenario: () => registry.get(scenarioId), registry, ...(accountSockets ? { accountSockets } : {}) };
  const result = await graphql({
    schema,
    source: body.query,
    variableValues: variables,
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    contextValue,
  });
  return json(result, 200);
}
