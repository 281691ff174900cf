/**
 * When a command that moves money or value was sent and no answer came back ("an unknown
 * outcome is a state, not a failure"). A dropped connection, a timeout or a 5xx after sending does
 * not say whether the platform applied the command: telling the user "failed" then invites a
 * second press that moves the money twice. Instead the command's chart enters `outcomeUnknown` and
 * invokes `outcomeCheckMachine`, which reads what would show the command (the balance, the
 * records, the claim's state) a bounded number of times:
 *
 * - **applied**: the chart shows the success it would have shown;
 * - **notApplied** (read twice, the second time seconds after the send, so a late request has had
 *   time to land): the chart shows the failure and allows a retry, which carries the same key;
 * - **unknown** after the last reading: the chart says "we are checking; do not send again",
 *   keeps the form held and offers to check again and the records.
 *
 * Every command carries an idempotency key made when the user confirms (`newIntentKey`), kept
 * across retries of that intent and, with the intent, in sessionStorage while its outcome is
 * unknown, so a reload resumes the check instead of offering a new send. A platform that honours
 * the key (the embedded one does) applies a retry once; on one that ignores it, the check above is
 * what keeps the money from moving twice.
 */
import { assign, setup } from 'xstate';
import { failureOf, notProvided } from './kit';

/** One send of a command, as it is kept while its outcome is unknown. */
export interface Intent<TRequest, TBefore = null> {
  /** The idempotency key sent with the command. */
  readonly key: string;
  readonly request: TRequest;
  /** When it was sent (the client's clock, ms): readings look at what happened since. */
  readonly sentAt: number;
  /** What the check compares against (the balances before the send), or null. */
  readonly before: TBefore;
}

/** What one reading of the records says about the command. */
export type OutcomeReading<TResult> = { readonly kind: 'applied'; readonly result: TResult } | { readonly kind: 'notApplied' } | { readonly kind: 'unknown' };

/** Waits before each reading: the first soon, then further apart; about half a minute in all. */
export const OUTCOME_CHECK_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000];

/** The tags of a chart's `outcomeUnknown` state, read by the connects. */
export const OUTCOME_TAGS = {
  /** Readings run: the form holds, the view says it is checking. */
  checking: 'outcomeChecking',
  /** The readings ended without an answer: "do not send again", check again, see the records. */
  unknown: 'outcomeUnknown',
} as const;

/**
 * A failure that leaves the command's outcome unknown: the request may have reached the platform
 * and been applied (a dropped connection, a timeout, a 5xx), or the platform answered it with a
 * 2xx the adapter could not read (a 'parse' failure that carries the answer's HTTP status: a
 * `success: true` whose value is in a form we do not know was APPLIED, docs/api-audit.md #12). An
 * answer the platform gave (a refusal in the envelope, a 4xx, a 401) is a real failure; a payload
 * that could not be encrypted (a 'parse' failure without an HTTP status) never left the browser;
 * an aborted call is the chart's own doing.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  const failure = failureOf(error);
  if (failure.kind === 'network' || failure.kind === 'timeout') return true;
  if (failure.kind === 'parse') return typeof failure.httpStatus === 'number' && failure.httpStatus >= 200 && failure.httpStatus < 300;
  return failure.kind === 'http' && typeof failure.httpStatus === 'number' && failure.httpStatus >= 500;
}

/** A fresh idempotency key (made when the user confirms a command). */
export function newIntentKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface OutcomeCheckContext {
  readonly intent: unknown;
  /** Readings taken so far. */
  readonly readings: number;
  readonly last: OutcomeReading<unknown>;
}

/**
 * The readings of one unknown outcome. Input: the intent; output: the verdict (`applied` with the
 * result the chart shows, `notApplied`, or `unknown`). `verify` is the command's own reading,
 * provided by its wiring (the chart's `checkOutcome` actor is this machine with `verify` provided).
 */
export const outcomeCheckMachine = setup({
  types: {
    context: {} as OutcomeCheckContext,
    input: {} as { intent: unknown },
    output: {} as OutcomeReading<unknown>,
  },
  actors: { verify: notProvided<OutcomeReading<unknown>, unknown>('verify') },
  delays: {
    beforeReading: ({ context }) => OUTCOME_CHECK_DELAYS_MS[Math.min(context.readings, OUTCOME_CHECK_DELAYS_MS.length - 1)] ?? 1_000,
  },
  guards: {
    applied: (_, reading: OutcomeReading<unknown>) => reading.kind === 'applied',
    // One "not there" right after the send may be a request still on its way: believe the second.
    notAppliedTwice: ({ context }, reading: OutcomeReading<unknown>) => reading.kind === 'notApplied' && context.last.kind === 'notApplied',
    // one reading per delay: this one (not yet counted) is not the last
    readingsLeft: ({ context }) => context.readings + 1 < OUTCOME_CHECK_DELAYS_MS.length,
  },
  actions: {
    record: assign(({ context }, reading: OutcomeReading<unknown>) => ({ readings: context.readings + 1, last: reading })),
    recordUnreadable: assign(({ context }) => ({ readings: context.readings + 1, last: { kind: 'unknown' } as const })),
  },
}).createMachine({
  id: 'outcomeCheck',
  context: ({ input }) => ({ intent: input.intent, readings: 0, last: { kind: 'unknown' } }),
  initial: 'waiting',
  states: {
    waiting: { after: { beforeReading: 'reading' } },
    reading: {
      invoke: {
        src: 'verify',
        input: ({ context }: { context: OutcomeCheckContext }) => context.intent,
        onDone: [
          { guard: { type: 'applied', params: ({ event }) => event.output }, target: 'decided', actions: { type: 'record', params: ({ event }) => event.output } },
          { guard: { type: 'notAppliedTwice', params: ({ event }) => event.output }, target: 'decided', actions: { type: 'record', params: ({ event }) => event.output } },
          { guard: 'readingsLeft', target: 'waiting', actions: { type: 'record', params: ({ event }) => event.output } },
          { target: 'decided', actions: { type: 'record', params: () => ({ kind: 'unknown' }) as const } },
        ],
        // the reading itself failed (still offline): count it as "not known yet"
        onError: [{ guard: 'readingsLeft', target: 'waiting', actions: 'recordUnreadable' }, { target: 'decided', actions: 'recordUnreadable' }],
      },
    },
    decided: { type: 'final' },
  },
  output: ({ context }: { context: OutcomeCheckContext }) => context.last,
});

export type OutcomeCheckMachine = typeof outcomeCheckMachine;

/** What a connect tells its view of an unknown outcome: nothing, checking, or still unknown. */
export type OutcomeView = 'checking' | 'unknown' | null;

export function outcomeOf(snapshot: { hasTag(tag: string): boolean }): OutcomeView {
  if (snapshot.hasTag(OUTCOME_TAGS.checking)) return 'checking';
  return snapshot.hasTag(OUTCOME_TAGS.unknown) ? 'unknown' : null;
}

/** Params of the chart's guards on the check's done event. */
export const verdictOf = ({ event }: { event: { output: OutcomeReading<unknown> } }) => event.output;

/**
 * The guards of a chart whose command may end in an unknown outcome (spread into its `setup`):
 * `outcomeUnknown` on the send's error, `applied` / `notApplied` on the check's verdict.
 */
export const outcomeGuards = {
  outcomeUnknown: (_: unknown, error: unknown) => isOutcomeUnknown(error),
  applied: (_: unknown, reading: OutcomeReading<unknown>) => reading.kind === 'applied',
  notApplied: (_: unknown, reading: OutcomeReading<unknown>) => reading.kind === 'notApplied',
};

/** Params of the action that shows a success the check found: the applied reading's result. */
export function appliedResult<TResult>({ event }: { event: { output: OutcomeReading<unknown> } }): TResult {
  return (event.output as Extract<OutcomeReading<TResult>, { kind: 'applied' }>).result;
}

/** Where a chart goes when the check decides: its target and the actions that show the verdict. */
interface OutcomeBranch<TActions> {
  readonly target: string;
  readonly actions: TActions;
}

/**
 * A chart's `outcomeUnknown` state: the check (`checkOutcome`, the chart's outcomeCheckMachine with
 * its reading provided) runs with the chart's `intent`; applied and notApplied go where the chart
 * says, and readings that run out rest in `stillUnknown` ("do not send again") until CHECK_AGAIN.
 * The chart gives the state's own tags (the form holds: busy, and what its view shows) and the
 * events it still takes (typing goes on; no send).
 */
export function outcomeUnknownState<
  const TTags extends readonly string[],
  const TApplied,
  const TNotApplied,
  const TOn = undefined,
  TContext = { readonly intent: unknown },
>(options: {
  readonly tags: TTags;
  readonly applied: OutcomeBranch<TApplied>;
  readonly notApplied: OutcomeBranch<TNotApplied>;
  readonly on?: TOn;
  /** The intent checked, when the chart keeps it elsewhere than `context.intent`. */
  readonly intentOf?: (context: TContext) => unknown;
}) {
  const intentOf = options.intentOf ?? ((context: TContext) => (context as { readonly intent?: unknown }).intent ?? null);
  return {
    tags: [...options.tags],
    on: options.on as TOn,
    initial: 'checking' as const,
    states: {
      checking: {
        tags: [OUTCOME_TAGS.checking],
        invoke: {
          id: 'checkOutcome',
          src: 'checkOutcome' as const,
          input: ({ context }: { context: TContext }) => ({ intent: intentOf(context) }),
          onDone: [
            { guard: { type: 'applied' as const, params: verdictOf }, target: options.applied.target, actions: options.applied.actions },
            { guard: { type: 'notApplied' as const, params: verdictOf }, target: options.notApplied.target, actions: options.notApplied.actions },
            { target: 'stillUnknown' },
          ],
        },
      },
      /** "We do not know yet; do not send again": the form holds until a reading answers. */
      stillUnknown: { tags: [OUTCOME_TAGS.unknown], on: { CHECK_AGAIN: 'checking' } },
    },
  };
}
