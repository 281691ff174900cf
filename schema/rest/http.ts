/**
 * The façade's vocabulary: the envelope, replies, errors a handler throws, the context a
 * handler receives, and typed input parsing.
 */
import { z } from 'zod';
import type { Catalogue } from '../state/catalogue.js';
import type { PlatformKeyPair } from '../infra/crypto.js';
import { ROUTES, type RouteId } from '../../src/api/routes.js';
import type { Member, Scenario, Session } from '../state/scenario.js';
import { TRIAL_TYPE } from '../seed/accounts.js';
import type { Language } from '../seed/text.js';

/** Every body of /wps and /lgw (API.md "Envelope"). `message` is null unless the text is the server's own. */
export interface Envelope {
  readonly success: boolean;
  readonly value: unknown;
  readonly message: string | null;
  readonly errorCode: string | null;
}

export interface Reply {
  readonly status: number;
  readonly body: Envelope;
  /** Set by an injected fault (control `failNext` with a kind): how the answer leaves the platform. */
  readonly transport?: TransportFault;
}

/** How platform.ts sends a faulted answer; the kinds are control.graphql's FailureKind. */
export type TransportFault =
  | { readonly kind: 'MALFORMED_BODY' | 'WRONG_SHAPE' | 'DROP_CONNECTION' }
  | { readonly kind: 'SLOW'; readonly delayMs: number };

export function ok(value: unknown): Reply {
  return { status: 200, body: { success: true, value, message: null, errorCode: null } };
}

export interface FailureOptions {
  /** HTTP status; failures are HTTP 200 unless the protocol says otherwise. */
  readonly status?: number;
  readonly value?: unknown;
  readonly message?: string | null;
}

export function failure(errorCode: string, options: FailureOptions = {}): Reply {
  return {
    status: options.status ?? 200,
    body: { success: false, value: options.value ?? null, message: options.message ?? null, errorCode },
  };
}

/** Thrown by handlers; the pipeline turns it into a failure envelope. */
export class PlatformError extends Error {
  override readonly name = 'PlatformError';

  constructor(
    readonly errorCode: string,
    readonly options: FailureOptions = {},
  ) {
    super(errorCode);
  }

  toReply(): Reply {
    return failure(this.errorCode, this.options);
  }
}

/** Error codes the façade answers (API.md lists the platform's; the rest are ours). */
export const ERROR = {
  notLoggedIn: 'login.not.session',
  /** (ours) A 401 for a token that a newer login of the same account replaced. */
  signedInElsewhere: 'login.elsewhere',
  bodyRequired: 'request_body_required',
  paramInvalid: 'request.param.invalid',
  bodyInvalid: 'request.body.invalid',
  unsupportedMediaType: 'request.content.type',
  gatewayVersion: 'gateway.version.required',
  merchantRequired: 'merchant.required',
  merchantDuplicated: 'merchant.duplicated',
  merchantInvalid: 'merchant.invalid',
  routeNotFound: 'route.not.found',
  methodNotAllowed: 'method.not.allowed',
  ipBlocked: 'access.ip.blocked',
  scenarioInvalid: 'scenario.invalid',
  systemError: 'system.error',
  functionNotAvailable: 'function.not.available',
  credentialsInvalid: 'login.credentials.invalid',
  notMember: 'login.not.member',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  verifyRequired: 'login_verify_required',
  verificationInvalid: 'verification.code.invalid',
  verificationExpired: 'verification.code.expired',
  verificationMissing: 'verification.code.required',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  phoneRequired: 'phone.required',
  phoneInvalid: 'phone.invalid',
  mobileNotFound: 'mobile.not.found',
  mobileExists: 'mobile.exists',
  usernameExists: 'username.exists',
  registerFieldInvalid: 'register.field.invalid',
  affiliateInvalid: 'affiliate.code.invalid',
  userEmailNotFound: 'user.email.notfound',
  passwordInvalid: 'password.invalid',
  passwordMismatch: 'password.confirm.mismatch',
  oldPasswordInvalid: 'password.old.invalid',
  passwordIncorrect: 'password.incorrect',
  trialNotAllowed: 'trial.not.allowed',
  agentOnly: 'agent.only',
  gameNotFound: 'game.not.found',
  gameMaintenance: 'game.maintenance',
  freePlayNotSupported: 'game.freeplay.unsupported',
  balanceInsufficient: 'balance.insufficient',
  pointsInsufficient: 'points.insufficient',
  quantityInsufficient: 'quantity.insufficient',
  raffleClaimed: 'raffle.already.claimed',
  rewardUnavailable: 'reward.not.available',
  rebateNothing: 'rebate.nothing',
  promotionNotApplicable: 'promotion.not.applicable',
  promotionCommentInvalid: 'promotion.comment.invalid',
  contractNotFound: 'contract.not.found',
  contractRateConflict: 'contract.rate.conflict',
  contractDownlineInvalid: 'contract.downline.invalid',
  contractStatusInvalid: 'contract.status.invalid',
  // agent centre
  reportRangeInvalid: 'report.range.invalid',
  agentDownlineInvalid: 'agent.downline.invalid',
  affiliateLinksFull: 'affiliate.links.full',
  affiliateLinkNotFound: 'affiliate.link.not.found',
  feedbackInvalid: 'feedback.invalid',
  // ledger and transfers
  dateRangeInvalid: 'transaction.range.invalid',
  paymentPasswordInvalid: 'invalid.payment.pw',
  paymentPasswordMissing: 'not.exists.payment.password',
  uplineMissing: 'transfer.upline.none',
  downlineInvalid: 'transfer.downline.invalid',
  // responsible gaming (ours)
  depositLimitExceeded: 'deposit.limit.exceeded',
  coolOff: 'responsible.cool.off',
  selfExcluded: 'responsible.self.excluded',
  feedbackImageInvalid: 'feedback.image.invalid',
  // missions and the red envelope (ours)
  missionNotClaimable: 'mission.not.claimable',
  missionClaimed: 'mission.already.claimed',
  envelopeUnavailable: 'envelope.unavailable',
  envelopeOpened: 'envelope.already.opened',
  // blog and news (ours)
  articleNotFound: 'article.not.found',
} as const;

export interface RouteContext {
  readonly routeId: RouteId;
  readonly scenario: Scenario;
  readonly catalogue: Catalogue;
  readonly keys: PlatformKeyPair;
  readonly request: Request;
  readonly query: URLSearchParams;
  /** Parsed JSON or form body; the opened payload on encrypted routes; undefined on GET. */
  readonly body: unknown;
  readonly language: Language;
  readonly clientIp: string;
  /** Origin the browser reached the platform on; hosts of image and launch CDNs. */
  readonly origin: string;
  readonly now: number;
  /** Present when the request carries a known token. */
  readonly session: Session | undefined;
  readonly member: Member | undefined;
}

/** What handlers of token-required routes receive: the pipeline has checked the session. */
export interface MemberContext extends RouteContext {
  readonly session: Session;
  readonly member: Member;
}

type ContextOf<Id extends RouteId> = (typeof ROUTES)[Id]['token'] extends 'required' ? MemberContext : RouteContext;

export type RouteHandler<Id extends RouteId> = (context: ContextOf<Id>) => Reply | Promise<Reply>;

export type RouteHandlers = { readonly [Id in RouteId]: RouteHandler<Id> };

/** Declares the handlers of one area; each gets the context its route's token rule implies. */
export function defineHandlers<Ids extends RouteId>(handlers: { readonly [Id in Ids]: RouteHandler<Id> }): { readonly [Id in Ids]: RouteHandler<Id> } {
  return handlers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a call's input: query parameters merged with the body's fields (the body wins).
 * Invalid input answers `request.param.invalid` with the issues under `value`.
 */
export function input<Schema extends z.ZodType>(context: RouteContext, schema: Schema): z.infer<Schema> {
  const merged: Record<string, unknown> = Object.fromEntries(context.query);
  if (isRecord(context.body)) Object.assign(merged, context.body);
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    throw new PlatformError(ERROR.paramInvalid, {
      value: { issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) },
    });
  }
  return parsed.data;
}

/** Query-string friendly field types. */
export const field = {
  text: () => z.string().trim(),
  optionalText: () => z.string().trim().optional(),
  int: (fallback: number) => z.coerce.number().int().catch(fallback),
  /** Page numbers and sizes: positive integers, capped. */
  page: (fallback: number, max = 1000) => z.coerce.number().int().min(1).max(max).catch(fallback),
  flag: () => z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]).optional(),
};

export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number): { page: T[]; totalPages: number; totalCount: number } {
  const totalCount = items.length;
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return { page: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages, totalCount };
}

/** Feature-flag gate: `#543 function.not.available` when the whitelabel module is off. */
export function requireFlag(context: RouteContext, modId: string): void {
  if (!context.scenario.flag(modId)) throw new PlatformError(ERROR.functionNotAvailable, { value: { modId } });
}

export function requireRealMember(context: MemberContext): void {
  if (context.member.type === TRIAL_TYPE) throw new PlatformError(ERROR.trialNotAllowed);
}
