/**
 * The one error every adapter call throws, and the map from platform error codes to the
 * SPEC.md §8 catalogue (i18n keys of the `errors` namespace, texts in locales/<lang>/errors.json).
 */

/** Every message of the catalogue; locales/es/errors.json and locales/en/errors.json hold exactly these keys. */
export const ERROR_MESSAGE_IDS = [
  'notLoggedIn',
  // the session was replaced by a login on another device
  'signedInElsewhere',
  'requestBodyRequired',
  'functionNotAvailable',
  'systemBusy',
  'previousGameNotFinished',
  'loginVerifyRequired',
  'tooManyRequests',
  'captchaRequired',
  'captchaFailed',
  'invalidPhoneFormat',
  'phoneRequired',
  'invalidVerificationCode',
  'verificationCodeRequired',
  'verificationCodeExpired',
  'quotaInsufficient',
  'userNotFound',
  'nonMemberCannotLogin',
  'agentsOnly',
  'passwordChangeRequired',
  'invalidInvitationCode',
  'socialLoginCancelled',
  'popupBlocked',
  'invalidUrl',
  // an address the platform sent that the allow-list refused (src/api/safeUrl.ts)
  'unsafeUrl',
  'accessRestricted',
  'maintenance',
  'networkAbnormal',
  // the call could not go out because the device has no connection (navigator.onLine is false)
  'offline',
  'timeout',
  'credentialsInvalid',
  'usernameTaken',
  'mobileTaken',
  'mobileNotFound',
  'registerFieldInvalid',
  'passwordFormat',
  'passwordMismatch',
  'oldPasswordIncorrect',
  'passwordIncorrect',
  'trialNotAllowed',
  'gameMaintenance',
  'gameNotFound',
  // blog and news
  'articleNotFound',
  'freePlayUnsupported',
  'balanceInsufficient',
  'pointsInsufficient',
  'quantityInsufficient',
  'raffleClaimed',
  'contractNotFound',
  'contractRateConflict',
  'contractDownlineInvalid',
  'contractStatusInvalid',
  // agent centre
  'reportRangeInvalid',
  'agentDownlineInvalid',
  'affiliateLinksFull',
  'affiliateLinkNotFound',
  'feedbackInvalid',
  // ledger and transfers
  'dateRangeInvalid',
  'paymentPasswordInvalid',
  'paymentPasswordMissing',
  'uplineMissing',
  'downlineInvalid',
  // withdraw and its confirmation
  'paymentPasswordExists',
  'paymentPasswordFormat',
  'turnoverNotEnough',
  'depositRequirementNotReached',
  'memberInfoIncomplete',
  'bankCardFrozen',
  'bankCardInvalid',
  'bankCardExists',
  'withdrawNotAllowed',
  'withdrawAmountInvalid',
  'withdrawLimitReached',
  'withdrawClosedHours',
  'withdrawNotCancellable',
  'withdrawOrderNotFound',
  'c2cPartClosed',
  'c2cProofInvalid',
  // security centre
  'bankCardNotFound',
  'bankCardLimit',
  'bankCardHolderMismatch',
  'contactMissing',
  'contactVerified',
  'authenticatorCodeInvalid',
  'authenticatorState',
  // inbox, rewards and rebate
  'rewardUnavailable',
  'rebateNothing',
  // responsible gaming and feedback
  'depositLimitExceeded',
  'coolOffActive',
  'selfExcluded',
  'feedbackImageInvalid',
  // promotions
  'promotionNotApplicable',
  'promotionCommentInvalid',
  // missions and the red envelope
  'missionNotClaimable',
  'missionClaimed',
  'envelopeUnavailable',
  'envelopeOpened',
  'unknown',
] as const;

export type ErrorMessageId = (typeof ERROR_MESSAGE_IDS)[number];

/** A namespaced i18next key, e.g. `errors:notLoggedIn`. */
export type ErrorMessageKey = `errors:${ErrorMessageId}`;

export const errorKey = (id: ErrorMessageId): ErrorMessageKey => `errors:${id}`;

/**
 * Why a 401 ended the session: `login.elsewhere` (ours) is the embedded platform's word
 * that a newer login of the account replaced it; any other 401 (`login.not.session`, which a
 * platform may also send then) is a session gone. Either ends the session the same way.
 */
export type SessionEndReason = 'gone' | 'elsewhere';
export const SIGNED_IN_ELSEWHERE_CODE = 'login.elsewhere';
export const sessionEndReasonOf = (errorCode: string | null | undefined): SessionEndReason => (errorCode === SIGNED_IN_ELSEWHERE_CODE ? 'elsewhere' : 'gone');

/**
 * Platform error codes → catalogue entry. Codes marked (platform) are seen on the real platform
 * (API.md); the rest are (ours): the embedded platform answers with them, and views raise the
 * client-side ones (popup blocked, social popup closed) with errorKey() directly.
 * Keys are stored normalised (see normaliseErrorCode), so `#543`, `543` and 543 all match.
 */
const CODE_TO_MESSAGE: Readonly<Record<string, ErrorMessageId>> = {
  // session (platform)
  'login.not.session': 'notLoggedIn',
  'user.or.token.invalid': 'notLoggedIn',
  CUSTOMER_NOT_LOGIN: 'notLoggedIn',
  // (ours) a 401 whose session a newer login of the same account replaced (one session per account)
  'login.elsewhere': 'signedInElsewhere',
  // encrypted body missing or tampered (ours)
  request_body_required: 'requestBodyRequired',
  // feature off, or game under maintenance (platform)
  '543': 'functionNotAvailable',
  'function.not.available': 'functionNotAvailable',
  'operation.not.allowed': 'functionNotAvailable',
  '727': 'systemBusy',
  'system.busy': 'systemBusy',
  '734': 'previousGameNotFinished',
  'previous.game.not.finished': 'previousGameNotFinished',
  // unregistered-IP login: value.methods lists the second factors (ours)
  login_verify_required: 'loginVerifyRequired',
  TOO_MANY_REQUESTS: 'tooManyRequests',
  // captcha: value.captcha === true asks for the field (ours)
  'captcha.required': 'captchaRequired',
  'captcha.invalid': 'captchaFailed',
  'captcha.failed': 'captchaFailed',
  'captcha.error': 'captchaFailed',
  // SMS and verification codes (ours)
  'phone.invalid': 'invalidPhoneFormat',
  'phone.format.invalid': 'invalidPhoneFormat',
  'mobile.format.invalid': 'invalidPhoneFormat',
  'phone.required': 'phoneRequired',
  'mobile.required': 'phoneRequired',
  'verification.code.invalid': 'invalidVerificationCode',
  'verification.code.required': 'verificationCodeRequired',
  'verification.code.expired': 'verificationCodeExpired',
  'quota.insufficient': 'quotaInsufficient',
  'quota.not.sufficient': 'quotaInsufficient',
  // accounts (ours)
  'user.not.exist': 'userNotFound',
  'user.not.found': 'userNotFound',
  'login.not.member': 'nonMemberCannotLogin',
  'login.agent.only': 'agentsOnly',
  'password.expired': 'passwordChangeRequired',
  'password.change.required': 'passwordChangeRequired',
  'affiliate.code.invalid': 'invalidInvitationCode',
  // raised by the client (ours)
  'social.login.cancelled': 'socialLoginCancelled',
  'popup.blocked': 'popupBlocked',
  'domain.invalid': 'invalidUrl',
  // access and availability (ours; the status call reports these too)
  'access.ip.blocked': 'accessRestricted',
  'access.region.restricted': 'accessRestricted',
  'system.maintenance': 'maintenance',

  // (ours) answers of the embedded platform's business rules
  'login.credentials.invalid': 'credentialsInvalid',
  'user.email.notfound': 'userNotFound',
  'agent.only': 'agentsOnly',
  'username.exists': 'usernameTaken',
  'mobile.exists': 'mobileTaken',
  'mobile.not.found': 'mobileNotFound',
  'register.field.invalid': 'registerFieldInvalid',
  'password.invalid': 'passwordFormat',
  'password.confirm.mismatch': 'passwordMismatch',
  'password.old.invalid': 'oldPasswordIncorrect',
  'password.incorrect': 'passwordIncorrect',
  'trial.not.allowed': 'trialNotAllowed',
  'game.maintenance': 'gameMaintenance',
  'game.not.found': 'gameNotFound',
  'article.not.found': 'articleNotFound',
  'game.freeplay.unsupported': 'freePlayUnsupported',
  'balance.insufficient': 'balanceInsufficient',
  'points.insufficient': 'pointsInsufficient',
  'quantity.insufficient': 'quantityInsufficient',
  'raffle.already.claimed': 'raffleClaimed',
  'contract.not.found': 'contractNotFound',
  'contract.rate.conflict': 'contractRateConflict',
  'contract.downline.invalid': 'contractDownlineInvalid',
  'contract.status.invalid': 'contractStatusInvalid',
  // agent centre (ours)
  'report.range.invalid': 'reportRangeInvalid',
  'agent.downline.invalid': 'agentDownlineInvalid',
  'affiliate.links.full': 'affiliateLinksFull',
  'affiliate.link.not.found': 'affiliateLinkNotFound',
  'feedback.invalid': 'feedbackInvalid',
  // ledger and transfers: invalid.payment.pw and not.exists.payment.password are the platform's (API.md)
  'transaction.range.invalid': 'dateRangeInvalid',
  'invalid.payment.pw': 'paymentPasswordInvalid',
  'not.exists.payment.password': 'paymentPasswordMissing',
  'transfer.upline.none': 'uplineMissing',
  'transfer.downline.invalid': 'downlineInvalid',

  // withdraw (platform codes from API.md, then ours; the payment password codes are above)
  withdraw_turnover_not_enough: 'turnoverNotEnough',
  required_deposit_amount_not_reached: 'depositRequirementNotReached',
  required_member_information_incomplete: 'memberInfoIncomplete',
  bank_card_is_frozen: 'bankCardFrozen',
  missing_encryption: 'requestBodyRequired',
  'payment.password.exists': 'paymentPasswordExists',
  'payment.password.invalid': 'paymentPasswordFormat',
  'bank.card.invalid': 'bankCardInvalid',
  'bank.card.exists': 'bankCardExists',
  'withdraw.not.allowed': 'withdrawNotAllowed',
  'withdraw.amount.invalid': 'withdrawAmountInvalid',
  'withdraw.limit.reached': 'withdrawLimitReached',
  'withdraw.time.closed': 'withdrawClosedHours',
  'withdraw.not.cancellable': 'withdrawNotCancellable',
  'withdraw.order.not.found': 'withdrawOrderNotFound',
  'c2c.part.closed': 'c2cPartClosed',
  'c2c.proof.invalid': 'c2cProofInvalid',
  // security centre (ours)
  'bank.card.not.found': 'bankCardNotFound',
  'bank.card.limit': 'bankCardLimit',
  'bank.card.holder.mismatch': 'bankCardHolderMismatch',
  'contact.missing': 'contactMissing',
  'contact.already.verified': 'contactVerified',
  'authenticator.code.invalid': 'authenticatorCodeInvalid',
  'authenticator.state.invalid': 'authenticatorState',
  // inbox, rewards and rebate (ours); a reward claimed twice answers raffle.already.claimed
  'reward.not.available': 'rewardUnavailable',
  'rebate.nothing': 'rebateNothing',
  // responsible gaming and feedback (ours)
  'deposit.limit.exceeded': 'depositLimitExceeded',
  'responsible.cool.off': 'coolOffActive',
  'responsible.self.excluded': 'selfExcluded',
  'feedback.image.invalid': 'feedbackImageInvalid',
  // promotions (ours); a bonus claimed twice answers raffle.already.claimed
  'promotion.not.applicable': 'promotionNotApplicable',
  'promotion.comment.invalid': 'promotionCommentInvalid',
  // missions and the red envelope (ours)
  'mission.not.claimable': 'missionNotClaimable',
  'mission.already.claimed': 'missionClaimed',
  'envelope.unavailable': 'envelopeUnavailable',
  'envelope.already.opened': 'envelopeOpened',
};

/**
 * Codes that mean the request itself was malformed (a client bug, never the player's doing):
 * they show the unknown-error text, and are listed so a contract test can tell them apart from
 * codes nobody mapped.
 */
export const PROTOCOL_ERROR_CODES: readonly string[] = [
  'request.param.invalid',
  'request.body.invalid',
  'request.content.type',
  'gateway.version.required',
  'merchant.required',
  'merchant.duplicated',
  'merchant.invalid',
  'route.not.found',
  'method.not.allowed',
  'scenario.invalid',
  'system.error',
];

/** The platform sends codes as `#543`, `543` or 543; one spelling for lookups. */
export function normaliseErrorCode(code: string | number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  const text = String(code).trim().replace(/^#/, '');
  return text === '' ? null : text;
}

/** The catalogue key for a platform error code; anything unknown is 'errors:unknown'. */
export function messageKeyForCode(code: string | number | null | undefined): ErrorMessageKey {
  const normalised = normaliseErrorCode(code);
  const id = normalised === null ? undefined : CODE_TO_MESSAGE[normalised];
  return errorKey(id ?? 'unknown');
}

/** True when the code is one the catalogue knows (so a caller can tell 'unknown' apart). */
export function isKnownErrorCode(code: string | number | null | undefined): boolean {
  const normalised = normaliseErrorCode(code);
  return normalised !== null && normalised in CODE_TO_MESSAGE;
}

/**
 * http: a non-2xx answer other than 401; envelope: `success: false` (often with HTTP 200);
 * network: no answer; timeout: no answer within timeoutMs; parse: an answer that is not the
 * envelope or whose value does not match the schema; session: HTTP 401, or a session error code
 * on a call that carried a token; aborted: the caller's AbortSignal fired (nothing to show).
 */
export type PlatformErrorKind = 'http' | 'envelope' | 'network' | 'timeout' | 'parse' | 'session' | 'aborted';

export interface PlatformErrorInit {
  kind: PlatformErrorKind;
  messageKey: ErrorMessageKey;
  errorCode?: string | null;
  serverMessage?: string | null;
  httpStatus?: number | null;
  /** The envelope's `value` of a failure: some carry data (captcha flag, 2FA methods). */
  value?: unknown;
  /** Which route failed, for logs. */
  route?: string | null;
  cause?: unknown;
}

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  readonly messageKey: ErrorMessageKey;
  readonly errorCode: string | null;
  readonly serverMessage: string | null;
  readonly httpStatus: number | null;
  readonly value: unknown;
  readonly route: string | null;

  constructor(init: PlatformErrorInit) {
    const summary = [init.route, init.kind, init.httpStatus, init.errorCode, init.serverMessage]
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' ');
    super(summary || init.kind, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.messageKey = init.messageKey;
    this.errorCode = init.errorCode ?? null;
    this.serverMessage = init.serverMessage?.trim() ? init.serverMessage : null;
    this.httpStatus = init.httpStatus ?? null;
    this.value = init.value;
    this.route = init.route ?? null;
  }

  /**
   * The text to show: the platform's own message when it sent one (API.md), else the catalogue
   * text. `translate` is i18next's `t`, passed in so the adapter stays free of i18n.
   */
  displayText(translate: (key: ErrorMessageKey) => string): string {
    return this.serverMessage ?? translate(this.messageKey);
  }
}

/**
 * Turns anything a call may reject with into a PlatformError, for code that catches broadly
 * (e.g. a machine's error handler). A non-PlatformError is a bug or a browser failure: 'unknown'.
 */
export function toPlatformError(error: unknown): PlatformError {
  if (error instanceof PlatformError) return error;
  return new PlatformError({ kind: 'parse', messageKey: errorKey('unknown'), cause: error });
}

// ------------------------------------------------------------------- parse failures

/**
 * One problem a schema found in an answer, in the shape zod reports it (kept structural so this
 * module needs no zod): where (`path` under the envelope's `value`) and what was expected.
 */
export interface AnswerIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly format?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly errors?: readonly (readonly AnswerIssue[])[];
}

/** Field names whose values are never printed (a token, a password, a key, a code …). */
const SECRET_FIELD = /token|passw|pwd|secret|key$|^key|captcha|verif\w*code|sms\w*code|otp|cipher|encrypt|authori[sz]|session/i;
/** Longer texts are shown by their length only: a token may sit under any name. */
const MAX_SHOWN_TEXT = 24;

/** "value.games[3].name" for the path [games, 3, name] under the envelope's value. */
export function answerFieldPath(path: readonly PropertyKey[], root = 'value'): string {
  return path.reduce<string>((text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : `${text}.${String(segment)}`), root);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let current: unknown = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null || !(segment in current)) return { found: false, value: undefined };
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return { found: true, value: current };
}

/** What was received, short and without secrets: `number 1764547200000`, `string "abc"`, `object {a, b}`. */
export function describeReceived(received: { found: boolean; value: unknown }, secret: boolean): string {
  if (!received.found || received.value === undefined) return 'nothing (the field is missing)';
  const value = received.value;
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array (${value.length} items)`;
  switch (typeof value) {
    case 'string':
      if (secret) return `string (redacted, ${value.length} chars)`;
      return value.length > MAX_SHOWN_TEXT ? `string (${value.length} chars)` : `string ${JSON.stringify(value)}`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return secret ? `${typeof value} (redacted)` : `${typeof value} ${String(value)}`;
    case 'object': {
      const keys = Object.keys(value);
      const shown = keys.slice(0, 6).join(', ');
      return `object {${shown}${keys.length > 6 ? `, … ${keys.length - 6} more` : ''}}`;
    }
    default:
      return typeof value;
  }
}

function expectation(issue: AnswerIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod's nonoptional: a value had to be there
      return issue.expected === 'nonoptional' ? 'expected a value' : `expected ${issue.expected ?? 'another type'}`;
    case 'invalid_value':
      return `expected one of ${(issue.values ?? []).map((value) => JSON.stringify(value)).join(' | ')}`;
    case 'invalid_format':
      return `expected ${issue.format ?? 'another format'}`;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'expected a non-empty string' : `expected ${issue.origin ?? 'a value'} of at least ${String(issue.minimum)}`;
    case 'too_big':
      return `expected ${issue.origin ?? 'a value'} of at most ${String(issue.maximum)}`;
    case 'invalid_union': {
      const options = (issue.errors ?? []).map((branch) => branch[0]).filter((first): first is AnswerIssue => first !== undefined);
      const expected = [...new Set(options.map((first) => (first.code === 'invalid_type' ? (first.expected ?? '?') : expectation(first).replace(/^expected /, ''))))];
      return expected.length > 0 ? `expected ${expected.join(' or ')}` : 'expected another form';
    }
    default:
      return issue.message && issue.message !== 'Invalid input' ? issue.message : `failed ${issue.code}`;
  }
}

/**
 * The developer's line for an answer its schema could not read: the route, the field
 * path, what was expected and what was received, e.g.
 * `[api] memberInfo: value.registerTime: expected string, received number 1764547200000`.
 * Secrets are never printed: a field named like a token or password shows only its type, and a
 * long text only its length.
 */
export function describeParseFailure(route: string, issues: readonly AnswerIssue[], value: unknown): string {
  if (!issues[0]) return `[api] ${route}: the answer could not be read`;
  return `[api] ${route}: ${describeIssues(issues, value, 'value')}`;
}

/**
 * The developer's line for a list's row the adapter left out: the other rows are
 * shown, so the user sees no error, and this line says which field made the row unreadable, e.g.
 * `[api] gameList: a row was left out: row[3].nodeId: expected string or number, received nothing
 * (the field is missing)`. The row's place in the answer is not known here, only in its list.
 */
export function describeDroppedRow(route: string, index: number | null, issues: readonly AnswerIssue[], row: unknown): string {
  const root = index === null ? 'object' : `row[${index}]`;
  if (!issues[0]) return `[api] ${route}: a ${index === null ? 'part of the answer' : 'row'} was left out: ${root} could not be read`;
  return `[api] ${route}: ${index === null ? 'a part of the answer was read as absent' : 'a row was left out'}: ${describeIssues(issues, row, root)}`;
}

/** `<path>: expected …, received …` for the first issue (secrets never printed), rooted at `root`. */
function describeIssues(issues: readonly AnswerIssue[], value: unknown, root: string): string {
  const first = issues[0];
  if (!first) return `${root}: could not be read`;
  // A union that failed on a deeper field: name that field (the branch that got furthest).
  const deepest = first.code === 'invalid_union' ? deepestBranchIssue(first) : first;
  const path = deepest.path;
  // the value itself has no name to judge it by (a bare token, an image): its length only
  const secret = path.length === 0 || path.some((segment) => typeof segment === 'string' && SECRET_FIELD.test(segment));
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${answerFieldPath(path, root)}: ${expectation(deepest)}, received ${describeReceived(valueAt(value, path), secret)}${more}`;
}

/** In a union, the issue of the branch that matched furthest (its path is the longest), with the full path. */
function deepestBranchIssue(union: AnswerIssue): AnswerIssue {
  let best: AnswerIssue = union;
  for (const branch of union.errors ?? []) {
    const issue = branch[0];
    if (!issue) continue;
    // zod reports a branch's issues relative to the union's own path
    const full: AnswerIssue = { ...issue, path: [...union.path, ...issue.path] };
    const resolved = issue.code === 'invalid_union' ? deepestBranchIssue(full) : full;
    if (resolved.path.length > best.path.length) best = resolved;
  }
  return best;
}

/** The developer's line for a 2xx answer that is not the envelope at all. */
export function describeUnreadableEnvelope(route: string, text: string): string {
  const trimmed = text.trim();
  let shape: string;
  try {
    shape = describeReceived({ found: true, value: JSON.parse(trimmed) as unknown }, false);
  } catch {
    shape = trimmed === '' ? 'an empty body' : `text that is not JSON (${trimmed.length} chars)`;
  }
  return `[api] ${route}: the answer is not the envelope { success, value, message, errorCode }, received ${shape}`;
}
