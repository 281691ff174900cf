/**
 * The one way the front end talks to the platform (API.md "Transport"): URL from the shared
 * route table, the platform's headers, JSON / form / encrypted bodies, the envelope, typed
 * errors, the 401 signal, a timeout per attempt and backoff retries for idempotent GETs.
 */
import * as z from 'zod/mini';
import { ROUTES, type RouteId, type RouteSpec } from './routes';
import { createPayloadCipher, type PayloadCipher } from './crypto';
import {
  describeDroppedRow,
  describeParseFailure,
  describeUnreadableEnvelope,
  errorKey,
  messageKeyForCode,
  normaliseErrorCode,
  PlatformError,
  sessionEndReasonOf,
  SIGNED_IN_ELSEWHERE_CODE,
  type ErrorMessageKey,
} from './errors';
import { rsaKeySchema } from './schemas';
import { collectDroppedRows } from './wire-values';
import { buildUrl, type QueryParams } from './url';
import { UNSAFE_URL_ISSUE } from './safeUrl';

export type { QueryParams, QueryValue } from './url';

export interface RetryPolicy {
  /** Extra attempts after the first one fails (GET only). */
  readonly retries: number;
  /** Wait before retry n (1-based) is baseDelayMs × 2^(n-1). */
  readonly baseDelayMs: number;
}

export interface RequesterConfig {
  /** Origin (and prefix) of the platform; '' = same origin. */
  baseUrl?: string;
  /** The brand's merchant code, sent as `Merchant`. */
  merchantCode: string;
  /** The session token (raw, sent as `Authorization`), or null for a visitor. */
  getToken: () => string | null;
  /** The chosen language code, sent as `Language`. */
  getLanguage: () => string;
  /** The device UUID kept in localStorage; login/register modules put it in their payloads. */
  getDeviceId: () => string;
  /** Told about every HTTP 401 (and session error codes on token-carrying calls): drop the token, go visitor. */
  onSessionExpired: (error: PlatformError) => void;
  fetch?: typeof globalThis.fetch;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  retry?: RetryPolicy;
  /** Injected by tests to skip backoff waits. */
  sleep?: (ms: number) => Promise<void>;
  /** Replaces the default RSA-OAEP + AES-GCM scheme for routes flagged `encrypted`. */
  cipher?: PayloadCipher;
  /**
   * A response already on its way for this GET (index.html's early calls, src/boot), taken once
   * instead of fetching: (url, language) → the pending response, or null to fetch as usual.
   */
  earlyResponse?: (url: string, language: string) => Promise<Response> | null;
  /**
   * Sees each successful envelope's `value` with the schema the call reads it with, before it is
   * parsed (tests: the route-field check of tests/unit/api/contract.test.ts). Never changes it.
   */
  inspectAnswer?: (answer: { readonly route: RouteId; readonly value: unknown; readonly schema: z.core.$ZodType }) => void;
  /** Where a parse failure's one line goes (default console.error); tests pass their own. */
  reportParseFailure?: (line: string) => void;
}

export type FormFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface RequestOptions<S extends z.core.$ZodType> {
  /** Parses the envelope's `value`; a mismatch is a 'parse' PlatformError. */
  schema: S;
  query?: QueryParams;
  /** JSON payload (sealed first on encrypted routes; form-encoded on form routes). Ignored on GET. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: the call changes something although the platform takes it as a GET (the dividend and
   * daily-salary contract commands), so it is never repeated (a dropped answer may have been applied).
   */
  idempotent?: boolean;
  /**
   * This call's token instead of the stored one: a login's token before the site accepts the
   * session (member info, the first-login action, the logout of a refused sign-in), and the token
   * of a session held until its password changes, which is never stored as `token`.
   */
  token?: string | undefined;
}

export type Requester = <S extends z.core.$ZodType>(routeId: RouteId, options: RequestOptions<S>) => Promise<z.output<S>>;

export interface CallOptions {
  signal?: AbortSignal;
  /** This call's token instead of the stored one (RequestOptions.token). */
  token?: string | undefined;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 300 };

/** Codes that mean "this token is dead" when they answer a call that carried one. */
const SESSION_CODES = new Set(['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN', SIGNED_IN_ELSEWHERE_CODE]);

const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  // API.md: the text shown is `message`. Any other type (a number, an object, a list:
  // docs/api-audit.md #33) is no text to show, never a reason to find the whole envelope unreadable.
  message: z.optional(
    z.pipe(
      z.transform((message: unknown) => (typeof message === 'string' ? message : typeof message === 'number' ? String(message) : null)),
      z.nullable(z.string()),
    ),
  ),
  errorCode: z.nullish(z.union([z.string(), z.number()])),
});
type Envelope = z.output<typeof envelopeSchema>;

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The cipher's code (WebCrypto RSA-OAEP + AES-GCM) loads with the first encrypted call (login,
 * register, …), not with the first page, which makes none.
 */
function lazyCipher(load: () => Promise<PayloadCipher>): PayloadCipher {
  let loading: Promise<PayloadCipher> | null = null;
  const cipher = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    seal: async (payload) => (await cipher()).seal(payload),
    reset: () => {
      void loading?.then((loaded) => loaded.reset(), () => undefined);
    },
  };
}

/** A request body made once per call, so retries and the cipher never run twice for one call. */
interface PreparedBody {
  body: BodyInit | undefined;
  headers: Record<string, string>;
}

/** What the area modules get: the requester plus the config values some payloads carry. */
export interface PlatformRequester {
  request: Requester;
  merchantCode: string;
  getLanguage: () => string;
  /** For payloads that carry `loginDeviceId` (login, register). */
  getDeviceId: () => string;
}

export function createRequester(config: RequesterConfig): PlatformRequester {
  const baseUrl = (config.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retry = config.retry ?? DEFAULT_RETRY;
  const sleep = config.sleep ?? defaultSleep;
  // Calling a stored window.fetch as a method of another object throws "Illegal invocation".
  const fetchImpl: typeof globalThis.fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const request: Requester = async (routeId, options) => {
    const route: RouteSpec = ROUTES[routeId];
    // Only GETs are idempotent here: a repeated POST could log in, transfer or redeem twice (and
    // a GET that changes something says so with idempotent: false).
    const retries = route.method === 'GET' && options.idempotent !== false ? Math.max(0, retry.retries) : 0;
    const prepared = await prepareBody(routeId, route, options);

    for (let attempt = 0; ; attempt += 1) {
      try {
        return await attemptOnce(routeId, route, options, prepared);
      } catch (error) {
        if (!(error instanceof PlatformError) || attempt >= retries || !isRetryable(error)) throw error;
        await raceAbort(sleep(retry.baseDelayMs * 2 ** attempt), options.signal, () => abortedError(routeId));
      }
    }
  };

  const cipher =
    config.cipher ??
    // The cipher's code is small and statically imported: loaded by a dynamic import at the first
    // encrypted call, it made an offline login fail as "unknown error" (the chunk could not be
    // fetched) instead of the network message. Its public key still loads with the first call, and
    // the key's form picks the scheme (crypto.ts createPayloadCipher); only the platform's legacy
    // DES scheme is a lazy chunk, imported after the key arrived (so offline still fails on the key).
    lazyCipher(async () => createPayloadCipher({ loadPublicKey: () => request('rsaKey', { schema: rsaKeySchema }) }));

  async function prepareBody(routeId: RouteId, route: RouteSpec, options: RequestOptions<z.core.$ZodType>): Promise<PreparedBody> {
    if (route.method === 'GET') return { body: undefined, headers: {} };
    if (route.encrypted) {
      // The platform rejects an encrypted route without an envelope, so an empty payload is sealed too.
      try {
        const sealed = await raceAbort(cipher.seal(options.body ?? {}), options.signal, () => abortedError(routeId));
        return { body: sealed.body, headers: { 'Content-Type': 'application/json', ...sealed.headers } };
      } catch (error) {
        if (error instanceof PlatformError) throw error;
        throw new PlatformError({
          kind: 'parse',
          messageKey: errorKey('unknown'),
          route: routeId,
          cause: error instanceof Error && error.name === 'CipherKeyError' ? error : new Error('payload could not be encrypted', { cause: error }),
        });
      }
    }
    if (options.body === undefined) return { body: undefined, headers: {} };
    if (route.form) {
      return {
        body: toFormBody(options.body as FormFields),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      };
    }
    return { body: JSON.stringify(options.body), headers: { 'Content-Type': 'application/json' } };
  }

  async function attemptOnce<S extends z.core.$ZodType>(
    routeId: RouteId,
    route: RouteSpec,
    options: RequestOptions<S>,
    prepared: PreparedBody,
  ): Promise<z.output<S>> {
    const callerSignal = options.signal;
    if (callerSignal?.aborted) throw abortedError(routeId);

    const headers = new Headers();
    // set(), never append(): the platform rejects a second Merchant header.
    headers.set('Accept', 'application/json');
    headers.set('Merchant', config.merchantCode);
    headers.set('Language', config.getLanguage());
    headers.set('Device', 'web');
    if (route.gatewayV3) headers.set('X-Gateway-Version', '3');
    const token = route.token === 'none' ? null : (options.token ?? config.getToken());
    if (token) headers.set('Authorization', token);
    for (const [name, value] of Object.entries(prepared.headers)) headers.set(name, value);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    let status: number;
    let text: string;
    try {
      // raceAbort as well as the signal: a fetch that ignores its signal must not hang the caller.
      const url = buildUrl(baseUrl, route.path, options.query);
      const early = route.method === 'GET' ? (config.earlyResponse?.(url, headers.get('Language') ?? '') ?? null) : null;
      const response = await raceAbort(
        early ?? fetchImpl(url, { method: route.method, headers, body: prepared.body, signal: controller.signal }),
        controller.signal,
      );
      status = response.status;
      text = await raceAbort(response.text(), controller.signal);
    } catch (error) {
      if (timedOut) {
        throw new PlatformError({ kind: 'timeout', messageKey: errorKey('timeout'), route: routeId, cause: error });
      }
      if (callerSignal?.aborted) throw abortedError(routeId);
      // a device without a connection is told so, not that the platform's network is unstable
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      throw new PlatformError({ kind: 'network', messageKey: errorKey(offline ? 'offline' : 'networkAbnormal'), route: routeId, cause: error });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }

    const envelope = parseEnvelope(text);
    const errorCode = normaliseErrorCode(envelope?.errorCode);
    const common = {
      route: routeId,
      httpStatus: status,
      errorCode,
      serverMessage: envelope?.message ?? null,
      value: envelope?.value,
    };

    if (status === 401 || (envelope?.success === false && token !== null && errorCode !== null && SESSION_CODES.has(errorCode))) {
      const error = new PlatformError({
        ...common,
        kind: 'session',
        errorCode: errorCode ?? 'login.not.session',
        messageKey: errorKey(sessionEndReasonOf(errorCode) === 'elsewhere' ? 'signedInElsewhere' : 'notLoggedIn'),
      });
      notifySessionExpired(error);
      throw error;
    }
    if (status < 200 || status >= 300) {
      throw new PlatformError({ ...common, kind: 'http', messageKey: messageKeyForHttp(status, errorCode) });
    }
    if (!envelope) {
      reportParseFailure(describeUnreadableEnvelope(routeId, text));
      throw new PlatformError({ ...common, kind: 'parse', messageKey: errorKey('unknown'), cause: new Error('answer is not the envelope') });
    }
    if (!envelope.success) {
      // A rejected envelope may mean the platform rotated its key: fetch it again next time.
      if (route.encrypted && errorCode === 'request_body_required') cipher.reset();
      throw new PlatformError({ ...common, kind: 'envelope', messageKey: messageKeyForCode(errorCode) });
    }
    const value = answerValue(envelope.value);
    config.inspectAnswer?.({ route: routeId, value, schema: options.schema });
    const { result: parsed, dropped } = collectDroppedRows(() => z.safeParse(options.schema, value));
    if (!parsed.success) {
      // The user sees the usual message; the developer console names the route and the field.
      reportParseFailure(describeParseFailure(routeId, parsed.error.issues, value));
      // a page to open whose address the allow-list refused: the player is told so, not "unknown error"
      const unsafe = parsed.error.issues.some((issue) => issue.message === UNSAFE_URL_ISSUE);
      throw new PlatformError({ ...common, kind: 'parse', messageKey: errorKey(unsafe ? 'unsafeUrl' : 'unknown'), cause: parsed.error });
    }
    // Rows left out are not shown and the user sees no error: the console still names the field,
    // in one line per answer (a platform that spells an id differently drops every row).
    const [first] = dropped;
    if (first) reportParseFailure(describeDroppedRow(routeId, first.index, first.issues, first.row) + (dropped.length > 1 ? ` (${dropped.length - 1} more left out)` : ''));
    return parsed.data;
  }

  function reportParseFailure(line: string): void {
    (config.reportParseFailure ?? ((text: string) => console.error(text)))(line);
  }

  function notifySessionExpired(error: PlatformError): void {
    try {
      config.onSessionExpired(error);
    } catch (callbackError) {
      // The caller must still get the session error, not the listener's bug.
      console.error('onSessionExpired failed', callbackError);
    }
  }

  return { request, merchantCode: config.merchantCode, getLanguage: config.getLanguage, getDeviceId: config.getDeviceId };
}

/**
 * The envelope's `value` as the schemas read it: JSON has no "undefined", so a successful answer
 * that leaves `value` out says what `value: null` says (a command whose answer API.md
 * does not describe may carry none). One place, so every schema sees one form.
 */
export function answerValue(value: unknown): unknown {
  return value === undefined ? null : value;
}

function isRetryable(error: PlatformError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.httpStatus !== null && error.httpStatus >= 500;
}

function messageKeyForHttp(status: number, errorCode: string | null): ErrorMessageKey {
  const fromCode = messageKeyForCode(errorCode);
  if (fromCode !== errorKey('unknown')) return fromCode;
  // A 5xx is usually a gateway or an overloaded server: "try again" is the right advice.
  return status >= 500 ? errorKey('networkAbnormal') : fromCode;
}

function parseEnvelope(text: string): Envelope | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function toFormBody(fields: FormFields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.set(name, String(value));
  }
  return form;
}

function abortedError(routeId: RouteId): PlatformError {
  return new PlatformError({ kind: 'aborted', messageKey: errorKey('unknown'), route: routeId });
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (with onAbort's error, if given). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort?: () => Error): Promise<T> {
  if (!signal) return promise;
  const reason = () => (onAbort ? onAbort() : new DOMException('aborted', 'AbortError'));
  if (signal.aborted) return Promise.reject(reason());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(reason());
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}
