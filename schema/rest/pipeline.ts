/**
 * How one /wps or /lgw call is answered, in the order a real gateway checks: blocked IP, route,
 * Merchant header, injected faults, token, gateway version, body (opening encrypted payloads),
 * then the route's handler. Every answered call goes to the scenario's call log (control `calls`).
 */
import type { Catalogue } from '../state/catalogue.js';
import { EnvelopeError, openEnvelope, type PlatformKeyPair } from '../infra/crypto.js';
import { ROUTES, ROUTE_IDS, findRoute, type RouteId, type RouteSpec } from '../../src/api/routes.js';
import type { FailureRule } from '../state/records.js';
import type { Scenario } from '../state/scenario.js';
import { languageFrom } from '../seed/text.js';
import { ERROR, PlatformError, failure, type MemberContext, type Reply, type RouteContext } from './http.js';
import { ROUTE_HANDLERS } from './handlers.js';
import { strictAnswer } from '../strict/index.js';

export interface ApiCall {
  readonly request: Request;
  readonly url: URL;
  readonly scenario: Scenario;
  readonly clientIp: string;
  readonly origin: string;
}

export interface PipelineOptions {
  readonly catalogue: Catalogue;
  /** Awaited per call: only the first calls after start can find it still being generated. */
  readonly keys: Promise<PlatformKeyPair>;
  /** Merchant codes accepted; undefined accepts any well-formed code. */
  readonly merchantCodes: readonly string[] | undefined;
}

const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{2,32}$/;

function checkMerchant(request: Request, accepted: readonly string[] | undefined): Reply | undefined {
  const merchant = request.headers.get('merchant')?.trim();
  if (!merchant) return failure(ERROR.merchantRequired, { status: 400 });
  // Headers joins repeated headers with ", ": a second copy is the adapter bug API.md warns about.
  if (merchant.includes(',')) return failure(ERROR.merchantDuplicated, { status: 400 });
  if (!MERCHANT_CODE_PATTERN.test(merchant) || (accepted && !accepted.includes(merchant))) return failure(ERROR.merchantInvalid, { status: 400 });
  return undefined;
}

/** Consumes one queued fault for the route (by RouteId or by path), if any. */
function takeFault(scenario: Scenario, routeId: RouteId, path: string): FailureRule | undefined {
  const index = scenario.failures.findIndex((rule) => rule.remaining > 0 && (rule.route === routeId || rule.route === path));
  const rule = scenario.failures[index];
  if (!rule) return undefined;
  rule.remaining -= 1;
  if (rule.remaining <= 0) scenario.failures.splice(index, 1);
  return rule;
}

function tokenOf(request: Request, url: URL): string | undefined {
  // The list calls also pass the token as a query parameter (SPEC.md §7 "Favourite list").
  return request.headers.get('authorization')?.trim() || url.searchParams.get('token')?.trim() || undefined;
}

async function readBody(request: Request, route: RouteSpec, keys: PlatformKeyPair): Promise<unknown> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  if (route.encrypted) {
    try {
      return openEnvelope(keys, request.headers.get('encryption') ?? undefined, text ? (JSON.parse(text) as unknown) : undefined);
    } catch (error) {
      if (error instanceof EnvelopeError || error instanceof SyntaxError) throw new PlatformError(ERROR.bodyRequired, { status: 400 });
      throw error;
    }
  }
  if (text === '') return undefined;
  if (route.form) {
    if (!request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) throw new PlatformError(ERROR.unsupportedMediaType, { status: 415 });
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PlatformError(ERROR.bodyInvalid, { status: 400 });
  }
}

/** Answers one call and writes it to the scenario's call log (route, method, arrival time, status). */
export async function answerApiCall(options: PipelineOptions, call: ApiCall): Promise<Reply> {
  const { request, url, scenario } = call;
  const at = scenario.now();
  const routeId = findRoute(request.method, url.pathname);
  const reply = await dispatch(options, call, routeId);
  scenario.recordCall({
    route: routeId ?? null,
    method: request.method,
    path: url.pathname,
    at,
    status: reply.status,
    errorCode: reply.body.success ? null : (reply.body.errorCode ?? null),
  });
  return reply;
}

async function dispatch(options: PipelineOptions, call: ApiCall, routeId: RouteId | undefined): Promise<Reply> {
  const { request, url, scenario } = call;
  if (scenario.settings.blockedIp) return failure(ERROR.ipBlocked, { status: 403 });

  if (!routeId) {
    const pathKnown = ROUTE_IDS.some((id) => ROUTES[id].path === url.pathname);
    return pathKnown ? failure(ERROR.methodNotAllowed, { status: 405 }) : failure(ERROR.routeNotFound, { status: 404 });
  }
  const route: RouteSpec = ROUTES[routeId];

  const merchantProblem = checkMerchant(request, options.merchantCodes);
  if (merchantProblem) return merchantProblem;

  // Faults that replace the answer stop here; DROP_CONNECTION and SLOW let the call run first.
  const fault = takeFault(scenario, routeId, url.pathname);
  if (fault?.kind === 'ENVELOPE') return failure(fault.errorCode, { status: fault.httpStatus ?? 200 });
  if (fault?.kind === 'MALFORMED_BODY' || fault?.kind === 'WRONG_SHAPE') {
    return { ...failure(fault.errorCode, { status: fault.httpStatus ?? 200 }), transport: { kind: fault.kind } };
  }
  const reply = await answerRoute(options, call, routeId, route);
  if (fault?.kind === 'SLOW') return { ...reply, transport: { kind: 'SLOW', delayMs: fault.delayMs ?? 0 } };
  if (fault?.kind === 'DROP_CONNECTION') return { ...reply, transport: { kind: 'DROP_CONNECTION' } };
  return reply;
}

/** Token, gateway version, body, handler: the call itself once gateway checks and faults are past. */
async function answerRoute(options: PipelineOptions, call: ApiCall, routeId: RouteId, route: RouteSpec): Promise<Reply> {
  const { request, url, scenario } = call;
  const token = tokenOf(request, url);
  const session = token ? scenario.sessions.get(token) : undefined;
  const member = session ? scenario.member(session.username) : undefined;
  if (route.token === 'required' && !member) {
    // a token a newer login of the account replaced says so (ours); any other: no session
    return failure(token && scenario.replacedTokens.has(token) ? ERROR.signedInElsewhere : ERROR.notLoggedIn, { status: 401 });
  }
  if (route.gatewayV3 && request.headers.get('x-gateway-version')?.trim() !== '3') return failure(ERROR.gatewayVersion, { status: 400 });

  try {
    const keys = await options.keys;
    const context: RouteContext = {
      routeId,
      scenario,
      catalogue: options.catalogue,
      keys,
      request,
      query: url.searchParams,
      body: await readBody(request, route, keys),
      language: languageFrom(request.headers.get('language')),
      clientIp: call.clientIp,
      origin: call.origin,
      now: scenario.now(),
      session,
      member,
    };
    // The table's type pairs each route with its context; for required routes the session
    // and member were checked above, which is what MemberContext states.
    const handler = ROUTE_HANDLERS[routeId] as (context: RouteContext | MemberContext) => Reply | Promise<Reply>;
    const reply = await handler(context);
    // The strict profile answers as a platform that follows API.md to the letter (schema/strict).
    if (scenario.settings.answerProfile !== 'strict' || !reply.body.success) return reply;
    return { ...reply, body: { ...reply.body, value: strictAnswer(routeId, reply.body.value, context) } };
  } catch (error) {
    if (error instanceof PlatformError) return error.toReply();
    console.error(`[platform] ${request.method} ${url.pathname} failed`, error);
    return failure(ERROR.systemError, { status: 500 });
  }
}
