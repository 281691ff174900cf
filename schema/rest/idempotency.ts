/**
 * One key per intent (ours: API.md is silent on idempotency keys). Every command that
 * moves money or value accepts an optional `idempotencyKey` (text, 8–100 characters once trimmed),
 * made by the client when the user confirms and kept across retries of that intent. The same member
 * sending the same key to the same route again gets exactly the first answer (the same success
 * value, or the same refusal) and nothing is applied again. Without a key a call behaves as before,
 * so a client that sends none still works; and a client must still be safe on a platform that
 * ignores the key (it checks the records when an outcome is unknown).
 *
 * Where the key travels: in the JSON body of POST routes, inside the encrypted payload of encrypted
 * routes (the opened payload is the body), in the query of GET routes (the contracts' dividend and
 * daily salary answers, the affiliate-link create). As `input()` does, the body's field wins over the query's.
 *
 * Deposits and withdrawals keep their own keys (schema/domain/deposits.ts `orderForKey`, schema/domain/withdraw.ts
 * `idempotency`): a repeated key there answers the order as it stands now.
 *
 * Answers are kept beside the scenario (a WeakMap), so a reset scenario starts without any. Faults
 * that let the call run (DROP_CONNECTION, SLOW) are applied by the pipeline after the handler, so a
 * retry with the same key after a lost answer gets the stored one. A call that fails with an
 * unexpected error (500 `system.error`) keeps nothing: it may be sent again with the same key.
 */
import type { ROUTES, RouteId } from '../../src/api/routes.js';
import type { Member, Scenario } from '../state/scenario.js';
import { ERROR, PlatformError, type MemberContext, type Reply, type RouteHandlers } from './http.js';

/** The field's name, the same on every route (and on deposits and withdrawals). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey';
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * The routes whose handler runs through `once` (all require a session). Contracts: the downline's
 * answers and the upline's offers and termination requests; a read (no `status`) ignores the key.
 */
export const IDEMPOTENT_ROUTES = [
  'walletTransfer',
  'walletRecall',
  'transferToUpline',
  'transferToDownline',
  'pointsConvert',
  'pointsRedeem',
  'promotionApply',
  'promotionClaim',
  'rewardClaim',
  'raffleClaim',
  'missionClaim',
  'rebateClaim',
  'redEnvelopeOpen',
  'contractDividend',
  'contractDailySalary',
  'contractHourSalary',
  'contractRealTimeSalary',
  'createAffiliateUrl',
] as const satisfies readonly RouteId[];

export type IdempotentRouteId = (typeof IDEMPOTENT_ROUTES)[number];

/** A route listed above that did not require a session would make this a type error. */
type SessionRouteId = { [Id in RouteId]: (typeof ROUTES)[Id]['token'] extends 'required' ? Id : never }[RouteId];
const everyRouteRequiresASession: readonly SessionRouteId[] = IDEMPOTENT_ROUTES;
void everyRouteRequiresASession;

/** Answers kept per scenario; the oldest go first beyond this many (a long-running QA server). */
export const IDEMPOTENCY_ANSWERS_KEPT = 10_000;

/** `${username}\n${routeId}\n${key}` → the first call's answer (pending while that call runs). */
const answers = new WeakMap<Scenario, Map<string, Promise<Reply>>>();

function answersOf(scenario: Scenario): Map<string, Promise<Reply>> {
  let kept = answers.get(scenario);
  if (!kept) {
    kept = new Map();
    answers.set(scenario, kept);
  }
  return kept;
}

/** The answer as it went on the wire, frozen: later changes to the state it came from do not show. */
function snapshot(reply: Reply): Reply {
  return { status: reply.status, body: JSON.parse(JSON.stringify(reply.body)) as Reply['body'] };
}

const copy = (reply: Reply): Reply => ({ status: reply.status, body: structuredClone(reply.body) });

/**
 * Runs `run` once per member, route and key: a key seen before answers the first call's answer
 * (success or refusal) without running again; a call still running shares its answer. Without a
 * key it just runs. Refusals are the PlatformErrors `run` throws; any other error, or an answer
 * with an HTTP status of 500 or more, is not kept.
 */
export function once(scenario: Scenario, member: Member, routeId: RouteId, key: string | undefined, run: () => Reply | Promise<Reply>): Reply | Promise<Reply> {
  if (key === undefined) return run();
  const kept = answersOf(scenario);
  const slot = `${member.username.toLowerCase()}\n${routeId}\n${key}`;
  const earlier = kept.get(slot);
  if (earlier) return earlier.then(copy);
  const answer = (async () => {
    try {
      return snapshot(await run());
    } catch (error) {
      if (error instanceof PlatformError) return snapshot(error.toReply());
      throw error;
    }
  })();
  kept.set(slot, answer);
  for (const oldest of kept.keys()) {
    if (kept.size <= IDEMPOTENCY_ANSWERS_KEPT) break;
    kept.delete(oldest);
  }
  answer.then(
    (reply) => {
      if (reply.status >= 500 && kept.get(slot) === answer) kept.delete(slot);
    },
    () => {
      if (kept.get(slot) === answer) kept.delete(slot);
    },
  );
  return answer.then(copy);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The call's idempotency key: the body's (the opened payload on encrypted routes) or else the
 * query's. Absent (or null) answers undefined; anything but a text of 8–100 characters once
 * trimmed is refused with `request.param.invalid` on the field.
 */
export function idempotencyKeyOf(context: Pick<MemberContext, 'query' | 'body'>): string | undefined {
  const fromBody = isRecord(context.body) ? context.body[IDEMPOTENCY_KEY_FIELD] : undefined;
  const raw = fromBody ?? context.query.get(IDEMPOTENCY_KEY_FIELD) ?? undefined;
  if (raw === undefined || raw === null) return undefined;
  const key = typeof raw === 'string' ? raw.trim() : undefined;
  if (key === undefined || key.length < IDEMPOTENCY_KEY_MIN_LENGTH || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new PlatformError(ERROR.paramInvalid, {
      value: { issues: [{ field: IDEMPOTENCY_KEY_FIELD, message: `a text of ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters` }] },
    });
  }
  return key;
}

/**
 * Calls of a listed route that are reads, not commands: the contract routes without `status` read
 * the caller's contracts (an outcome check may read them with the key it sent), so they ignore
 * the key and always answer the state now.
 */
const READS: Partial<Record<IdempotentRouteId, (context: Pick<MemberContext, 'query' | 'body'>) => boolean>> = {
  contractDividend: isContractRead,
  contractDailySalary: isContractRead,
  contractHourSalary: isContractRead,
  contractRealTimeSalary: isContractRead,
};

function isContractRead(context: Pick<MemberContext, 'query' | 'body'>): boolean {
  // As input() merges them: the body's field wins over the query's.
  const status = isRecord(context.body) && context.body.status !== undefined ? context.body.status : (context.query.get('status') ?? undefined);
  return status === undefined;
}

/** The route table with every IDEMPOTENT_ROUTES handler run through `once` (handlers.ts). */
export function honourIdempotencyKeys(handlers: RouteHandlers): RouteHandlers {
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const routeId of IDEMPOTENT_ROUTES) {
    // Every listed route requires a session, so its handler receives a MemberContext.
    const handler = handlers[routeId] as (context: MemberContext) => Reply | Promise<Reply>;
    const isRead = READS[routeId];
    // The strict profile is a platform that follows API.md to the letter: API.md names no
    // idempotency key, so such a platform applies a repeat again. The client must stay safe anyway.
    wrapped[routeId] = (context: MemberContext) =>
      isRead?.(context) || context.scenario.settings.answerProfile === 'strict'
        ? handler(context)
        : once(context.scenario, context.member, routeId, idempotencyKeyOf(context), () => handler(context));
  }
  return wrapped as RouteHandlers;
}
