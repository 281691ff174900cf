/**
 * The red envelope (issue 15, SPEC.md §2 "red envelope"): while a member is signed in the chart
 * asks the platform whether an envelope waits (on sign-in, every ENVELOPE_POLL_MS, on CHECK — the
 * live `redEnvelope` event when one is dropped, or a reconnect of the live events, when something
 * may have been missed); one waiting shows a
 * floating button with its expiry counted down; opening it claims it once (main wallet: the
 * platform pushes balanceChanged, so the header balance follows) and shows the amount won.
 *
 * `checking` → `available` | `none` (a failed check is quiet, a hint like the badges: asked again
 * at the next poll). `available`: the clock read every second (ENVELOPE_TICK_MS); the tick that finds
 * the time spent → `checking`; OPEN → `opening` (no second OPEN: a double click opens once) → `opened` (the amount)
 * | `refused` (expired or already opened: said, no retry) | `failed` (RETRY → `opening`; the
 * platform refuses a second opening, so a retry after a lost answer never pays twice). CLOSE from
 * `opened` / `refused` / `failed` → `checking` (another envelope may wait).
 */
import { assign, setup } from 'xstate';
import type { RedEnvelope, RedEnvelopeOpened } from '../src/api/missions';
import { refreshOn } from './accountSignals';
import { errorOf, failureMessage, failureOf, notProvided, TAGS } from './kit';

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

export interface RedEnvelopeContext {
  readonly envelope: RedEnvelope | null;
  /** The clock when the envelope was read, and now (its expiry runs between the two). */
  readonly checkedAt: number;
  readonly now: number;
  readonly opened: RedEnvelopeOpened | null;
  readonly failureKey: string | null;
}

export type RedEnvelopeEvent = { type: 'CHECK' } | { type: 'OPEN' } | { type: 'RETRY' } | { type: 'CLOSE' };

/** The platform's word that an envelope waits, or a reconnect of the live events (something may have been missed), checks again. */
export const redEnvelopeHearsAccount = refreshOn(['redEnvelope'], { type: 'CHECK' } satisfies RedEnvelopeEvent);

/** The time the envelope has left now. */
export const envelopeRemainingMs = (context: Pick<RedEnvelopeContext, 'envelope' | 'checkedAt' | 'now'>): number =>
  context.envelope ? Math.max(0, context.envelope.expiresInMs - Math.max(0, context.now - context.checkedAt)) : 0;

export const redEnvelopeMachine = setup({
  types: { context: {} as RedEnvelopeContext, events: {} as RedEnvelopeEvent },
  actors: {
    checkEnvelope: notProvided<RedEnvelope | null>('checkEnvelope'),
    openEnvelope: notProvided<RedEnvelopeOpened, { envelopeId: string }>('openEnvelope'),
  },
  guards: {
    found: (_, envelope: RedEnvelope | null) => envelope !== null && envelope.expiresInMs > 0,
    lastTick: ({ context }) => envelopeRemainingMs(context) <= ENVELOPE_TICK_MS,
    refused: (_, error: unknown) => REFUSED_KEYS.includes(failureOf(error).messageKey ?? ''),
  },
  actions: {
    readClock: assign(() => ({ now: Date.now() })),
  },
}).createMachine({
  id: 'redEnvelope',
  context: { envelope: null, checkedAt: 0, now: 0, opened: null, failureKey: null },
  initial: 'checking',
  states: {
    checking: {
      tags: [TAGS.busy],
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
        OPEN: { target: 'opening', actions: assign({ failureKey: null }) },
      },
    },
    opening: {
      tags: [ENVELOPE_TAGS.dialog, ENVELOPE_TAGS.opening],
      invoke: {
        id: 'openEnvelope',
        src: 'openEnvelope',
        input: ({ context }) => ({ envelopeId: context.envelope?.envelopeId ?? '' }),
        onDone: { target: 'opened', actions: assign({ opened: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'refused', params: errorOf }, target: 'refused', actions: assign({ failureKey: ({ event }) => failureMessage(event.error).errorKey }) },
          { target: 'failed', actions: assign({ failureKey: ({ event }) => failureMessage(event.error).errorKey }) },
        ],
      },
    },
    opened: { tags: [ENVELOPE_TAGS.dialog, TAGS.done], on: { CLOSE: { target: 'checking', actions: assign({ envelope: null }) } } },
    refused: { tags: [ENVELOPE_TAGS.dialog], on: { CLOSE: { target: 'checking', actions: assign({ envelope: null }) } } },
    failed: { tags: [ENVELOPE_TAGS.dialog, TAGS.failed], on: { RETRY: 'opening', CLOSE: 'checking' } },
  },
});

export type RedEnvelopeMachine = typeof redEnvelopeMachine;
