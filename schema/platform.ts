/**
 * The embedded platform as one framework-free function: `handle(Request) → Response` (WHATWG,
 * Node 20 globals). The Vite plugin, the standalone server and in-process tests all wrap it.
 *
 *   /wps/…, /lgw/…            the REST façade (rest/), per scenario, with injected latency
 *   /__platform/graphql       the control endpoint (control/endpoint.ts), behind control/access.ts
 *   /__platform/img/….webp    generated pictures (media/images.ts art, drawn as WebP by media/raster.ts; .svg: the art)
 *   /__platform/play|lottery|chat|support, /__platform   pages (media/pages.ts)
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { GraphQLSchema } from 'graphql';
import { catalogueFor, type Catalogue } from './state/catalogue.js';
import { AccountSocketHub } from './host/account-sockets.js';
import { settleDueDeposits } from './domain/deposits.js';
import { settleOverdueParts } from './domain/withdraw.js';
import { answerControlCall, createControlSchema } from './control/endpoint.js';
import { refuseControlRequest } from './control/access.js';
import { establishControlSecret } from './infra/control-secret.js';
import type { PlatformKeyPair } from './infra/crypto.js';
import { processKeyPair } from './infra/keys.js';
import { renderImage } from './media/images.js';
import { blankPictureOf, createRasterPictures } from './media/raster.js';
import { renderPage } from './media/pages.js';
import { seedFromEnvironment } from './infra/prng.js';
import { failure, ERROR, type Reply } from './rest/http.js';
import { answerApiCall } from './rest/pipeline.js';
import { IMAGE_PATH_PREFIX } from '../src/api/routes.js';
import { BLANK_PICTURES_HEADER, CONTROL_PATH, isPlatformApiPath, SCENARIO_HEADER } from './host/platform-paths.js';
import { DEFAULT_SCENARIO_ID, ScenarioRegistry, isValidScenarioId } from './state/scenarios.js';

export interface PlatformOptions {
  /** Catalogue seed; defaults to PLATFORM_SEED or DEFAULT_PLATFORM_SEED. */
  readonly seed?: number;
  /** The platform clock (tests pass a fake one); scenarios add their advanceClock offset. */
  readonly now?: () => number;
  /** RSA key pair of the encrypted payloads; defaults to one generated per process. */
  readonly keys?: PlatformKeyPair;
  /** Merchant codes accepted in the Merchant header; default: any well-formed code. */
  readonly merchantCodes?: readonly string[];
  /** Scenarios kept before the least recently used are forgotten (default 500). */
  readonly maxScenarios?: number;
  /** How often time-driven changes are settled while a member listens (default SETTLE_DUE_EVERY_MS). */
  readonly settleDueEveryMs?: number;
  /** The secret every control request must carry (X-Platform-Control); default: the run's (infra/control-secret.ts). */
  readonly controlSecret?: string;
}

export interface CallerInfo {
  /** Socket address of the caller; x-forwarded-for wins when present. */
  readonly clientIp?: string;
}

export interface Platform {
  readonly seed: number;
  readonly catalogue: Catalogue;
  readonly scenarios: ScenarioRegistry;
  /** Resolves once the key pair exists (generated in the background on creation). */
  readonly keys: Promise<PlatformKeyPair>;
  /** The account WebSocket's connections (served by attachAccountSockets on Node servers). */
  readonly accountSockets: AccountSocketHub;
  handle(request: Request, info?: CallerInfo): Promise<Response>;
}

/** Paths the platform answers; adapters mount it on these prefixes. */
export const PLATFORM_PATH_PREFIXES = ['/wps', '/lgw', '/__platform'] as const;

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Only the REST façade answers other origins, as a platform on its own host would. The control
 * endpoint and the platform's pages (the index lists every seeded password) send no CORS headers,
 * so a page on another origin reads none of their answers (control/access.ts refuses its calls).
 */
const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': `Content-Type, Merchant, Authorization, Language, Device, X-Gateway-Version, Encryption, ${SCENARIO_HEADER}`,
  'access-control-max-age': '600',
};

export function clientIpOf(request: Request, info: CallerInfo | undefined): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || info?.clientIp || '127.0.0.1';
  // IPv4 clients of a dual-stack socket show up as ::ffff:a.b.c.d.
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

function respond(body: BodyInit | null, status: number, contentType: string, extra: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': contentType, ...CORS_HEADERS, ...extra } });
}

/** A page of the platform's own (index, stand-in game, lottery, chat, payment): same-origin only. */
function pageResponse(html: string): Response {
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/** The message a DROP_CONNECTION body breaks off with (the Node host destroys the socket instead). */
export const DROPPED_CONNECTION_MESSAGE = 'connection dropped by the platform (failNext DROP_CONNECTION)';

/** A body that sends its first half, then fails the way a destroyed socket fails a reader. */
function brokenOffBody(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let sent = false;
  return new ReadableStream<Uint8Array>({
    // Two pulls, not enqueue-then-error in one go: error() would discard the queued half.
    pull(controller) {
      if (sent) {
        controller.error(new TypeError(DROPPED_CONNECTION_MESSAGE));
        return;
      }
      sent = true;
      controller.enqueue(bytes.subarray(0, Math.floor(bytes.length / 2)));
    },
  });
}

function replyResponse(reply: Reply, scenarioId: string): Response {
  const text = JSON.stringify(reply.body);
  const headers = { 'cache-control': 'no-store', 'x-platform-scenario': scenarioId };
  switch (reply.transport?.kind) {
    case 'MALFORMED_BODY':
      // A truncated answer: not JSON at all.
      return respond(text.slice(0, Math.floor(text.length / 2)), reply.status, 'application/json; charset=utf-8', headers);
    case 'WRONG_SHAPE':
      // JSON, but another gateway's wrapper rather than the envelope.
      return respond(JSON.stringify({ code: reply.status, msg: 'OK', data: [reply.body.value] }), reply.status, 'application/json; charset=utf-8', headers);
    case 'DROP_CONNECTION':
      return respond(brokenOffBody(text), reply.status, 'application/json; charset=utf-8', headers);
    default:
      return respond(text, reply.status, 'application/json; charset=utf-8', headers);
  }
}

export function createPlatform(options: PlatformOptions = {}): Platform {
  const seed = options.seed ?? seedFromEnvironment();
  const now = options.now ?? Date.now;
  // Content is dated as of the day the platform starts on (seed/content-day.ts): a run lives on
  // one day, and a server left running for days shows the content of its first.
  const catalogue = catalogueFor(seed, now());
  const pictures = createRasterPictures();
  const keys = options.keys ? Promise.resolve(options.keys) : processKeyPair();
  const scenarios = new ScenarioRegistry(catalogue, now, options.maxScenarios ?? 500);
  const accountSockets = new AccountSocketHub(scenarios, {
    ...(options.settleDueEveryMs ? { settleDueEveryMs: options.settleDueEveryMs } : {}),
    settleDue: (scenario) => {
      settleDueDeposits(scenario);
      settleOverdueParts(scenario);
    },
  });
  let controlSchema: GraphQLSchema | undefined;
  const pipeline = { catalogue, keys, merchantCodes: options.merchantCodes };
  const controlSecret = options.controlSecret ?? establishControlSecret();

  async function handle(request: Request, info?: CallerInfo): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === CONTROL_PATH) {
      const refused = refuseControlRequest(request, controlSecret);
      if (refused) return refused;
    }
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: url.pathname === CONTROL_PATH ? {} : CORS_HEADERS });

    const scenarioId = request.headers.get(SCENARIO_HEADER)?.trim() || DEFAULT_SCENARIO_ID;
    if (!isValidScenarioId(scenarioId)) return replyResponse(failure(ERROR.scenarioInvalid, { status: 400 }), DEFAULT_SCENARIO_ID);

    if (isPlatformApiPath(url.pathname)) {
      const scenario = scenarios.get(scenarioId);
      const reply = await answerApiCall(pipeline, { request, url, scenario, clientIp: clientIpOf(request, info), origin: url.origin });
      if (reply.transport?.kind === 'SLOW') await sleep(reply.transport.delayMs);
      if (scenario.settings.latencyMs > 0) await sleep(scenario.settings.latencyMs);
      return replyResponse(reply, scenarioId);
    }

    if (url.pathname === CONTROL_PATH) {
      controlSchema ??= createControlSchema(catalogue);
      return answerControlCall(controlSchema, scenarios, scenarioId, request, accountSockets);
    }

    if (url.pathname.startsWith(`${IMAGE_PATH_PREFIX}/`)) {
      const image = renderImage(catalogue, url.pathname, url.searchParams);
      if (image === undefined) return respond('image not found', 404, 'text/plain; charset=utf-8');
      const blank = request.headers.get(BLANK_PICTURES_HEADER) === '1';
      const headers = { 'cache-control': 'public, max-age=86400', vary: BLANK_PICTURES_HEADER };
      if (!url.pathname.endsWith('.webp')) return respond(blank ? blankPictureOf(image) : image, 200, 'image/svg+xml; charset=utf-8', headers);
      const picture = await (blank ? pictures.blank(image) : pictures.picture(image));
      return respond(picture.body, 200, picture.contentType, headers);
    }

    const page = renderPage(catalogue, url.pathname, url.searchParams, scenarios.get(scenarioId).now());
    if (page !== undefined) return pageResponse(page);

    return replyResponse(failure(ERROR.routeNotFound, { status: 404 }), scenarioId);
  }

  return { seed, catalogue, scenarios, keys, accountSockets, handle };
}
