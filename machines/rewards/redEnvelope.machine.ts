/**
 * The red envelope (SPEC.md §2 "red envelope"): while a member is signed in the chart
 * asks the platform whether an envelope waits (on sign-in, every ENVELOPE_POLL_MS, on CHECK — the
 * live `redEnvelope` event when one is dropped, or a reconnect of the live events, when something
 * may have been missed); one waiting shows a
 * floating button with its expiry counted down; opening it claims it once (main wallet: the
 * chart tells the root at once, `tellBalanceChanged`, and the platform pushes balanceChanged, so
 * the header balance follows) and shows the amount won.
 *
 * `checking` → `available` | `none` (a failed check is quiet, a hint like the badges: asked again
 * at the next poll); a CHECK heard while checking asks again (the check out may have been answered
 * before the envelope was dropped). `available`: the clock read every second (ENVELOPE_TICK_MS); the tick that finds
 * the time spent → `checking`; OPEN → `opening` (no second OPEN: a double click opens once) → `opened` (the amount)
 * | `refused` (expired or already opened: said, no retry) | `failed` (RETRY → `opening`). CLOSE from
 * `opened` / `refused` / `failed` → `checking` (another envelope may wait).
 *
 * An opening whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome,
 * not a failure (machines/outcome.ts): `outcomeUnknown` reads the records and the
 * envelope waiting until they show it opened (its amount, as if the answer had come), not opened
 * (the failure, and a retry that carries the same idempotency key) or the readings run out (we do
 * not know yet: check again; the dialog may then be closed). The opening is kept for the tab
 * meanwhile: a reload (`resuming`, the chart's first state) checks it before anything is offered.
 */
import { assign, fromPromise, setup, stateIn } from 'xstate';
import type { TransactionRecordRow } from '../../src/api';
import type { RedEnvelope, RedEnvelopeOpened } from '../../src/api/missions';
import { refreshOn, tellBalanceChanged } from '../accountSignals';
import { errorOf, failureMessage, failureOf, notProvided, TAGS } from '../kit';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent, type OutcomeReading } from '../outcome';

export const ENVELOPE_POLL_MS = 60_000;
export const ENVELOPE_TICK_MS = 1000;

/** The platform's refusals that no retry can change (the envelope expired or was opened). */
const REFUSED_KEYS: readonly string[] = ['errors:envelopeUnavailable', 'errors:envelopeOpened'];

export const ENVELOPE_TAGS = {
  /** The floating button is shown. */
  available: 'available',
  /** The dialog is open (opening, the amount, a refusal or a failure). */
  dialog: 'dialog',
  opening: 'opening',
} as const;

/** An opening as it is sent and, while its outcome is unknown, kept for the tab. */
export interface EnvelopeOpenRequest {
  readonly envelopeId: string;
}

/** When the envelope runs out (the client's clock, ms): one not opened by then never will be. */
export interface EnvelopeBefore {
  readonly expiresAt: number;
}

export type RedEnvelopeIntent = Intent<EnvelopeOpenRequest, EnvelopeBefore>;

/** What the opening call receives: the envelope and the intent's idempotency key. */
export interface EnvelopeOpenCall extends EnvelopeOpenRequest {
  readonly idempotencyKey: string;
}

/**
 * What the platform says about an opening sent as `intent`: the credit of the envelope in the
 * transaction record (API.md rows; the envelope's id is the row's orderNo) is the opening, with
 * its amount; the envelope still waiting, or run out without a credit, is not opened; gone without
 * a credit yet is not known.
 */
export function readEnvelopeOpening(intent: RedEnvelopeIntent, waiting: RedEnvelope | null, rows: readonly TransactionRecordRow[], now: number): OutcomeReading<RedEnvelopeOpened> {
  const { envelopeId } = intent.request;
  const credit = rows.find((row) => row.orderNo === envelopeId && row.amount > 0);
  if (credit) return { kind: 'applied', result: { envelopeId, amount: credit.amount, openedTime: new Date(credit.txTimeInTimestamp).toISOString() } };
  if (waiting?.envelopeId === envelopeId && waiting.expiresInMs > 0) return { kind: 'notApplied' };
  if (now >= intent.before.expiresAt) return { kind: 'notApplied' };
  return { kind: 'unknown' };
}

export interface RedEnvelopeContext {
  readonly envelope: RedEnvelope | null;
  /** The clock when the envelope was read, and now (its expiry runs between the two). */
  readonly checkedAt: number;
  readonly now: number;
  readonly opened: RedEnvelopeOpened | null;
  readonly failureKey: string | null;
  /** The opening being sent or checked (its key is reused by a retry of the same envelope). */
  readonly intent: RedEnvelopeIntent | null;
  /** An opening the check found not done (or left unknown and closed): opening the same envelope again carries its key. */
  readonly retryable: RedEnvelopeIntent | null;
  /** The lost answer's message, shown if the check finds the envelope not opened. */
  readonly lostAnswerKey: string | null;
}

export type RedEnvelopeEvent =
  | { type: 'CHECK' }
  | { type: 'OPEN' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' }
  /** Read the records again after the checks ran out. */
  | { type: 'CHECK_AGAIN' };

/** The platform's word that an envelope waits, or a reconnect of the live events (something may have been missed), checks again. */
export const redEnvelopeHearsAccount = refreshOn(['redEnvelope'], { type: 'CHECK' } satisfies RedEnvelopeEvent);

/** The time the envelope has left now. */
export const envelopeRemainingMs = (context: Pick<RedEnvelopeContext, 'envelope' | 'checkedAt' | 'now'>): number =>
  context.envelope ? Math.max(0, context.envelope.expiresInMs - Math.max(0, context.now - context.checkedAt)) : 0;

export const redEnvelopeMachine = setup({
  types: { context: {} as RedEnvelopeContext, events: {} as RedEnvelopeEvent },
  actors: {
    /** An opening this tab kept from before a reload, its outcome still unknown (none unless the wiring reads one). */
    resumeOpening: fromPromise<RedEnvelopeIntent | null>(async () => null),
    checkEnvelope: notProvided<RedEnvelope | null>('checkEnvelope'),
    openEnvelope: notProvided<RedEnvelopeOpened, EnvelopeOpenCall>('openEnvelope'),
    checkOutcome: outcomeCheckMachine,
  },
  guards: {
    found: (_, envelope: RedEnvelope | null) => envelope !== null && envelope.expiresInMs > 0,
    lastTick: ({ context }) => envelopeRemainingMs(context) <= ENVELOPE_TICK_MS,
    refused: (_, error: unknown) => REFUSED_KEYS.includes(failureOf(error).messageKey ?? ''),
    resumed: (_, intent: RedEnvelopeIntent | null) => intent !== null,
    ...outcomeGuards,
  },
  actions: {
    readClock: assign(() => ({ now: Date.now() })),
    /** The kept opening is checked; its envelope is what the intent knows of it (its id and expiry). */
    resume: assign((_, intent: RedEnvelopeIntent | null) => {
      const now = Date.now();
      const envelope = intent ? { envelopeId: intent.request.envelopeId, expiresTime: new Date(intent.before.expiresAt).toISOString(), expiresInMs: Math.max(0, intent.before.expiresAt - now) } : null;
      return { intent, envelope, checkedAt: now, now };
    }),
    /** The opening sent now: the same envelope again after a check found it not opened keeps its key. */
    begin: assign(({ context }) => {
      const again = context.retryable;
      const envelopeId = context.envelope?.envelopeId ?? again?.request.envelopeId ?? '';
      const now = Date.now();
      const expiresAt = context.envelope ? context.checkedAt + context.envelope.expiresInMs : (again?.before.expiresAt ?? now);
      const intent: RedEnvelopeIntent = { key: again?.request.envelopeId === envelopeId ? again.key : newIntentKey(), request: { envelopeId }, sentAt: now, before: { expiresAt } };
      return { intent, retryable: null, lostAnswerKey: null, failureKey: null };
    }),
    /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
    keepIntent: () => undefined,
    tellBalanceChanged,
    forgetIntent: () => undefined,
    rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswerKey: failureMessage(error).errorKey })),
    // an amount the answer left out stays unknown (null): the dialog says opened and credited, never "you won 0"
    showOpened: assign((_, opened: RedEnvelopeOpened) => ({ opened, intent: null, retryable: null, lostAnswerKey: null })),
    checkedNotDone: assign(({ context }) => ({ failureKey: context.lostAnswerKey ?? 'errors:networkAbnormal', retryable: context.intent, intent: null })),
    storeFailure: assign((_, error: unknown) => ({ failureKey: failureMessage(error).errorKey, intent: null })),
    /** The dialog closed on an opening still unknown: the same envelope opened again carries its key. */
    setAside: assign(({ context }) => ({ retryable: context.intent, intent: null, envelope: null })),
  },
}).createMachine({
  id: 'redEnvelope',
  context: { envelope: null, checkedAt: 0, now: 0, opened: null, failureKey: null, intent: null, retryable: null, lostAnswerKey: null },
  initial: 'resuming',
  states: {
    /** An opening kept from before a reload is checked before any envelope is offered. */
    resuming: {
      tags: [TAGS.busy],
      invoke: {
        id: 'resumeOpening',
        src: 'resumeOpening',
        onDone: [
          { guard: { type: 'resumed', params: ({ event }) => event.output }, target: 'outcomeUnknown', actions: { type: 'resume', params: ({ event }) => event.output } },
          { target: 'checking' },
        ],
      },
    },
    checking: {
      tags: [TAGS.busy],
      on: {
        // The platform's word that an envelope waits (or a reconnect), heard while a check is out:
        // that check may have been answered before the envelope was dropped and only reach the page
        // after the word (its own connection, a slow network, a busy tab). Ask again rather than
        // let it answer "none" and wait a minute for the next poll.
        CHECK: { target: 'checking', reenter: true },
      },
      invoke: {
        id: 'checkEnvelope',
        src: 'checkEnvelope',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'available',
            actions: assign(({ event }) => {
              const now = Date.now();
              return { envelope: event.output, checkedAt: now, now, opened: null, failureKey: null };
            }),
          },
          { target: 'none', actions: assign({ envelope: null }) },
        ],
        // quiet: the button is a hint; the next poll asks again
        onError: { target: 'none', actions: assign({ envelope: null }) },
      },
    },
    none: {
      after: { [ENVELOPE_POLL_MS]: 'checking' },
      on: { CHECK: 'checking' },
    },
    available: {
      tags: [ENVELOPE_TAGS.available],
      // every second the clock is read; the tick that finds the time spent checks again
      after: {
        [ENVELOPE_TICK_MS]: [
          { guard: 'lastTick', target: 'checking' },
          { target: 'available', reenter: true, actions: 'readClock' },
        ],
      },
      on: {
        // no CHECK here: the envelope on show stays until it is opened or runs out
        OPEN: { target: 'opening', actions: 'begin' },
      },
    },
    opening: {
      tags: [ENVELOPE_TAGS.dialog, ENVELOPE_TAGS.opening],
      entry: 'keepIntent',
      invoke: {
        id: 'openEnvelope',
        src: 'openEnvelope',
        input: ({ context }) => ({ envelopeId: context.intent?.request.envelopeId ?? '', idempotencyKey: context.intent?.key ?? '' }),
        onDone: { target: 'opened', actions: [{ type: 'showOpened', params: ({ event }) => event.output }, 'forgetIntent', 'tellBalanceChanged'] },
        onError: [
          { guard: { type: 'outcomeUnknown', params: errorOf }, target: 'outcomeUnknown', actions: { type: 'rememberLostAnswer', params: errorOf } },
          { guard: { type: 'refused', params: errorOf }, target: 'refused', actions: [{ type: 'storeFailure', params: errorOf }, 'forgetIntent'] },
          { target: 'failed', actions: [{ type: 'storeFailure', params: errorOf }, 'forgetIntent'] },
        ],
      },
    },
    /**
     * The answer was lost: the records and the envelope waiting are read until they show whether it
     * was opened. No OPEN or RETRY here; once the readings run out the dialog may be closed (the
     * same envelope opened again later carries the same key).
     */
    outcomeUnknown: outcomeUnknownState({
      tags: [ENVELOPE_TAGS.dialog, TAGS.busy],
      on: { CLOSE: { guard: stateIn('#redEnvelope.outcomeUnknown.stillUnknown'), target: '#redEnvelope.checking', actions: ['setAside', 'forgetIntent'] } },
      applied: { target: '#redEnvelope.opened', actions: [{ type: 'showOpened', params: appliedResult<RedEnvelopeOpened> }, 'forgetIntent', 'tellBalanceChanged'] },
      notApplied: { target: '#redEnvelope.failed', actions: ['checkedNotDone', 'forgetIntent'] },
    }),
    opened: { tags: [ENVELOPE_TAGS.dialog, TAGS.done], on: { CLOSE: { target: 'checking', actions: assign({ envelope: null }) } } },
    refused: { tags: [ENVELOPE_TAGS.dialog], on: { CLOSE: { target: 'checking', actions: assign({ envelope: null }) } } },
    failed: { tags: [ENVELOPE_TAGS.dialog, TAGS.failed], on: { RETRY: { target: 'opening', actions: 'begin' }, CLOSE: 'checking' } },
  },
});

export type RedEnvelopeMachine = typeof redEnvelopeMachine;
