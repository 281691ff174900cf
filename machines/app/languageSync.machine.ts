/**
 * The chosen language told to the platform for a signed-in member (PUT
 * /wps/member/language). Open while a real account is signed in: once at sign-in when the
 * member's stored language (member info `language`) differs from the one shown, and on every
 * switch to a language the platform does not hold yet. A failure is quiet — the switch has
 * already happened on the page — and the language is sent again at the next switch or sign-in.
 *
 * `waiting` (for the sign-in) → SIGNED_IN → `sending` (busy) when the stored language differs,
 * else `idle`; LANGUAGE with a language the platform does not hold → `sending` → `idle` (or
 * `sending` again when the language switched meanwhile); a failed send goes back to `idle`,
 * quietly.
 */
import { assign, setup } from 'xstate';
import { notProvided, TAGS } from '../kit';

export interface LanguageSyncInput {
  /** The language the page shows. */
  readonly language: string;
}

export interface LanguageSyncContext {
  readonly language: string;
  /** What the platform holds as far as this chart knows (null: unknown). */
  readonly stored: string | null;
  /** The language of the send under way. */
  readonly sending: string | null;
  /** The last send failed (quiet; retried at the next switch or sign-in). */
  readonly failed: boolean;
}

export type LanguageSyncEvent =
  | { type: 'LANGUAGE'; language: string }
  /** A member signed in: their stored language (member info), null when the platform does not say. */
  | { type: 'SIGNED_IN'; stored: string | null };

/** The tag of `waiting`: the view tells the sign-in (with the stored language) until the chart has it. */
export const LANGUAGE_SYNC_TAGS = { waiting: 'waiting' } as const;

const switchTo = [{ guard: 'newLanguage', target: 'sending', actions: 'storeLanguage' }, { actions: 'storeLanguage' }] as const;

export const languageSyncMachine = setup({
  types: { context: {} as LanguageSyncContext, events: {} as LanguageSyncEvent, input: {} as LanguageSyncInput },
  actors: {
    sendLanguage: notProvided<void, { language: string }>('sendLanguage'),
  },
  actions: {
    storeLanguage: assign({ language: ({ context, event }) => (event.type === 'LANGUAGE' ? event.language : context.language) }),
  },
  guards: {
    /** At sign-in: only a stored language that differs is corrected (unknown: nothing to compare). */
    storedDiffers: ({ context, event }) => event.type === 'SIGNED_IN' && event.stored !== null && event.stored !== context.language,
    /** A switch to a language the platform does not hold (as far as this chart knows). */
    newLanguage: ({ context, event }) => event.type === 'LANGUAGE' && event.language !== context.language && event.language !== context.stored,
    /** The language switched while it was being sent: the newer one goes too. */
    switchedMeanwhile: ({ context }) => context.sending !== context.language,
  },
}).createMachine({
  id: 'languageSync',
  context: ({ input }) => ({ language: input.language, stored: null, sending: null, failed: false }),
  initial: 'waiting',
  on: {
    LANGUAGE: { actions: 'storeLanguage' },
  },
  states: {
    waiting: {
      tags: [LANGUAGE_SYNC_TAGS.waiting],
      on: {
        SIGNED_IN: [
          { guard: 'storedDiffers', target: 'sending', actions: assign({ stored: ({ event }) => event.stored }) },
          { target: 'idle', actions: assign({ stored: ({ event }) => event.stored }) },
        ],
        LANGUAGE: [...switchTo],
      },
    },
    idle: {
      on: { LANGUAGE: [...switchTo] },
    },
    sending: {
      tags: [TAGS.busy],
      entry: assign({ sending: ({ context }) => context.language }),
      invoke: {
        id: 'sendLanguage',
        src: 'sendLanguage',
        input: ({ context }) => ({ language: context.language }),
        onDone: [
          { guard: 'switchedMeanwhile', target: 'sending', reenter: true, actions: assign({ stored: ({ context }) => context.sending, failed: false }) },
          { target: 'idle', actions: assign({ stored: ({ context }) => context.sending, sending: null, failed: false }) },
        ],
        onError: { target: 'idle', actions: assign({ sending: null, failed: true }) },
      },
    },
  },
});

export type LanguageSyncMachine = typeof languageSyncMachine;
