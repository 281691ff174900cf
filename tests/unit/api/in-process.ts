/**
 * The adapter (src/api) wired to an in-process embedded platform (schema/), one scenario per
 * harness: the real request pipeline, the real cipher on both sides, the platform's real rules.
 * Used by the contract tests and the fault matrix, and meant for any test that needs the adapter
 * against the platform without a server (e.g. a chart-level fault matrix).
 *
 *   const harness = createInProcessHarness(platform, 'my-scenario');
 *   await harness.signIn('member01', 'Member2024');
 *   await harness.api.wallet.getBalance();
 *   harness.calls('balance');            // 1: every fetch is counted by RouteId
 */
import { createControlClient, type ControlClient } from '../../../schema/control/client';
import type { Platform } from '../../../schema/platform';
import { SCENARIO_HEADER } from '../../../schema/host/platform-paths';
import { createRsaAesGcmCipher, PlatformError, rsaKeySchema, type PayloadCipher, type RetryPolicy } from '../../../src/api';
import { createPlatformApi, type PlatformApi } from './platform-api';
import { DEFAULT_MERCHANT_CODE, findRoute, type RouteId } from '../../../src/api/routes';
import type { AnswerProfile } from '../../../schema/state/scenario';
import type * as z from 'zod/mini';

export const IN_PROCESS_ORIGIN = 'http://platform.test';

/** The seeded accounts (schema/seed/accounts.ts) the tests sign in as. */
export const SEEDED_PASSWORDS = {
  member01: 'Member2024',
  trial01: 'Trial2024',
  agent01: 'Agent2024',
  agent02: 'Agent2024',
  agent41: 'Agent2024',
  agent42: 'Agent2024',
  firstlogin01: 'Welcome2024',
} as const;
export type SeededAccount = keyof typeof SEEDED_PASSWORDS;

export interface ApiOptions {
  /** Per attempt (request.ts); default the adapter's own. */
  readonly timeoutMs?: number;
  /** Default: no retries, so a contract failure shows once. */
  readonly retry?: RetryPolicy;
}

/** A successful answer's `value` and the schema the adapter read it with (RequesterConfig.inspectAnswer). */
export interface SeenAnswer {
  readonly route: RouteId;
  readonly value: unknown;
  readonly schema: z.core.$ZodType;
}

/** One fetch the adapter made, in order. */
export interface LoggedCall {
  readonly routeId: RouteId | undefined;
  readonly method: string;
  readonly path: string;
  /** The query, as sent (a GET command's fields: what tells a contract read from an answer or offer). */
  readonly query: URLSearchParams;
}

export interface InProcessHarness {
  readonly platform: Platform;
  readonly scenario: string;
  /** The scenario's answer profile (schema/strict): 'rich' (our handlers' answers) or 'strict' (API.md only). */
  readonly profile: AnswerProfile;
  readonly control: ControlClient;
  /** The adapter with the harness's token, language and counting fetch (no retries). */
  readonly api: PlatformApi;
  /** Another adapter on the same token and fetch, e.g. with a short timeout or a retry policy. */
  apiWith(options: ApiOptions): PlatformApi;
  /** The session token the adapters send (null: visitor). */
  token: string | null;
  /** Signs in through the adapter (encrypted login) and keeps the token. */
  signIn(username: SeededAccount): Promise<void>;
  /** Every fetch the adapters made, oldest first. */
  readonly log: readonly LoggedCall[];
  /** How many fetches reached `routeId` (including rejected ones). */
  calls(routeId: RouteId): number;
  /** Every successful answer the adapters read, oldest first (a copy of the value, taken before parsing). */
  readonly answers: readonly SeenAnswer[];
  /** Parse-failure lines the adapters reported (request.ts), instead of the console. */
  readonly parseFailures: string[];
  /** Waits recorded by the adapters' backoff (the harness never really sleeps). */
  readonly sleeps: number[];
  /** Session-expiry signals the adapters raised. */
  readonly expired: PlatformError[];
  /**
   * Hook run before each fetch reaches the platform; throwing there is what the browser does
   * when offline (fault-kinds.ts uses it). Undefined: every fetch goes through.
   */
  beforeFetch: ((call: LoggedCall) => void) | undefined;
}

export function createInProcessHarness(platform: Platform, scenario: string, options: { profile?: AnswerProfile } = {}): InProcessHarness {
  const profile = options.profile ?? 'rich';
  platform.scenarios.get(scenario).settings.answerProfile = profile;
  const log: LoggedCall[] = [];
  const answers: SeenAnswer[] = [];
  const parseFailures: string[] = [];
  const sleeps: number[] = [];
  const expired: PlatformError[] = [];

  const fetchImpl: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(new URL(String(input), IN_PROCESS_ORIGIN), init);
    request.headers.set(SCENARIO_HEADER, scenario);
    // as a browser on another origin would (the platform's domain routing lists the app's host)
    if (typeof location !== 'undefined' && !request.headers.has('origin')) request.headers.set('origin', location.origin);
    const url = new URL(request.url);
    const call: LoggedCall = { routeId: findRoute(request.method, url.pathname), method: request.method, path: url.pathname, query: url.searchParams };
    log.push(call);
    harness.beforeFetch?.(call);
    return platform.handle(request, { clientIp: '203.0.113.7' });
  };

  // One cipher (one RSA key fetch) for every adapter of the harness.
  let cipher: PayloadCipher | undefined;
  const apiWith = (options: ApiOptions): PlatformApi => {
    const api = createPlatformApi({
      baseUrl: '',
      merchantCode: DEFAULT_MERCHANT_CODE,
      getToken: () => harness.token,
      getLanguage: () => 'es',
      getDeviceId: () => 'device-contract-test',
      onSessionExpired: (error) => expired.push(error),
      fetch: fetchImpl,
      timeoutMs: options.timeoutMs,
      retry: options.retry ?? { retries: 0, baseDelayMs: 0 },
      inspectAnswer: ({ route, value, schema }) => answers.push({ route, value: structuredClone(value), schema }),
      reportParseFailure: (line) => parseFailures.push(line),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      cipher: (cipher ??= createRsaAesGcmCipher({ loadPublicKey: () => api.session.getEncryptionKey().then((key) => rsaKeySchema.parse(key)) })),
    });
    return api;
  };

  const harness: InProcessHarness = {
    platform,
    scenario,
    profile,
    control: createControlClient(IN_PROCESS_ORIGIN, scenario, { fetch: (input, init) => platform.handle(new Request(input, init)) }),
    api: undefined as unknown as PlatformApi,
    apiWith,
    token: null,
    async signIn(username) {
      const result = await harness.api.session.login({ type: 'username', username, password: SEEDED_PASSWORDS[username] });
      harness.token = result.token;
    },
    log,
    calls: (routeId) => log.filter((call) => call.routeId === routeId).length,
    answers,
    parseFailures,
    sleeps,
    expired,
    beforeFetch: undefined,
  };
  (harness as { api: PlatformApi }).api = apiWith({});
  return harness;
}
