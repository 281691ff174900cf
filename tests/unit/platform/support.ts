/**
 * Test support for the embedded platform: in-process calls through platform.handle, a fake
 * clock, the client half of the cipher done with WebCrypto exactly as the browser does it,
 * and a control client wired to the same platform.
 */
import { createControlClient, type ControlClient } from '../../../schema/control/client';
import { createPlatform, type Platform, type PlatformOptions } from '../../../schema/platform';
import { DEFAULT_MERCHANT_CODE, ROUTES, type RouteId, type RouteSpec } from '../../../src/api/routes';
import { SCENARIO_HEADER } from '../../../schema/host/platform-paths';

export const BASE_URL = 'http://platform.test';

export interface Envelope<Value = unknown> {
  success: boolean;
  value: Value;
  message: string | null;
  errorCode: string | null;
}

export interface FakeClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function fakeClock(start = Date.parse('2025-06-01T12:00:00Z')): FakeClock {
  let time = start;
  return { now: () => time, advance: (ms) => (time += ms) };
}

export interface TestPlatform {
  platform: Platform;
  clock: FakeClock;
}

export function createTestPlatform(options: PlatformOptions = {}): TestPlatform {
  const clock = fakeClock();
  return { platform: createPlatform({ now: clock.now, ...options }), clock };
}

export interface CallOptions {
  scenario?: string;
  token?: string;
  body?: unknown;
  /** Sends the body as the encrypted envelope (needed on encrypted routes). */
  encrypt?: boolean;
  headers?: Record<string, string>;
  /** Leave out the Merchant header. */
  noMerchant?: boolean;
  query?: Record<string, string | number | boolean>;
  /** Sends these fields form-encoded instead of a JSON body. */
  form?: Record<string, string>;
  clientIp?: string;
}

export interface CallResult<Value = unknown> {
  status: number;
  body: Envelope<Value>;
  headers: Headers;
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');
}

/**
 * The client half (API.md "Encrypted payloads"): a fresh AES-256-GCM key encrypts the JSON,
 * the 12-byte IV goes in front of the ciphertext, and the raw key is wrapped with RSA-OAEP
 * SHA-256 for the `Encryption` header.
 */
export async function encryptPayload(publicKeySpkiBase64: string, payload: unknown): Promise<{ body: { value: string }; encryption: string }> {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey('spki', Buffer.from(publicKeySpkiBase64, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const contentKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, contentKey, new TextEncoder().encode(JSON.stringify(payload))));
  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv);
  sealed.set(ciphertext, iv.length);
  const rawKey = await subtle.exportKey('raw', contentKey);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return { body: { value: toBase64(sealed) }, encryption: toBase64(wrapped) };
}

export async function callPath<Value = unknown>(platform: Platform, method: string, path: string, options: CallOptions = {}): Promise<CallResult<Value>> {
  const url = new URL(path, BASE_URL);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const headers = new Headers(options.headers);
  if (!options.noMerchant && !headers.has('merchant')) headers.set('Merchant', DEFAULT_MERCHANT_CODE);
  if (options.scenario) headers.set(SCENARIO_HEADER, options.scenario);
  if (options.token) headers.set('Authorization', options.token);
  let body: string | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (options.body !== undefined) {
    if (options.encrypt) {
      const sealed = await encryptPayload((await platform.keys).publicKeySpkiBase64, options.body);
      headers.set('Encryption', sealed.encryption);
      headers.set('X-Gateway-Version', '3');
      body = JSON.stringify(sealed.body);
    } else {
      body = JSON.stringify(options.body);
    }
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await platform.handle(new Request(url, { method, headers, body }), { clientIp: options.clientIp ?? '203.0.113.7' });
  return { status: response.status, body: (await response.json()) as Envelope<Value>, headers: response.headers };
}

/** Calls a route of src/api/routes.ts; gateway-v3 routes get their header. */
export function callRoute<Value = unknown>(platform: Platform, routeId: RouteId, options: CallOptions = {}): Promise<CallResult<Value>> {
  const route: RouteSpec = ROUTES[routeId];
  const headers = { ...(route.gatewayV3 ? { 'X-Gateway-Version': '3' } : {}), ...options.headers };
  return callPath<Value>(platform, route.method, route.path, { ...options, encrypt: options.encrypt ?? route.encrypted ?? false, headers });
}

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  account: string;
  type: number;
}

export async function login(platform: Platform, username: string, password: string, options: CallOptions = {}): Promise<CallResult<LoginValue>> {
  return callRoute<LoginValue>(platform, 'login', { ...options, body: { username, password, type: 'username', ...(options.body as object | undefined) } });
}

/** Logs in and answers the token, failing the test when the login fails. */
export async function tokenFor(platform: Platform, username: string, password: string, options: CallOptions = {}): Promise<string> {
  const result = await login(platform, username, password, options);
  if (!result.body.success) throw new Error(`login of ${username} failed: ${result.body.errorCode}`);
  return result.body.value.token;
}

export function controlFor(platform: Platform, scenario: string): ControlClient {
  return createControlClient(BASE_URL, scenario, { fetch: (input, init) => platform.handle(new Request(input, init)) });
}

let scenarioCounter = 0;

/** A scenario id no other test uses. */
export function freshScenario(label = 'test'): string {
  scenarioCounter += 1;
  return `${label}-${scenarioCounter}-${Math.random().toString(36).slice(2, 8)}`;
}
