/**
 * Analytics only after the visitor's consent: the permission info carries
 * `analytics.gtagId`; the visitor is asked once (accept / decline, remembered in this browser)
 * and Google's loader is added only after an accept — never before the answer, never after a
 * decline.
 *
 * `unknown` (the permission info has not arrived) → CONFIG → `off` (no gtagId: nothing to ask) |
 * `accepted` / `declined` (the remembered answer) | `asked` (the banner) → ACCEPT → `accepted`
 * (remembered; `loadAnalytics` adds the loader) | DECLINE → `declined` (remembered).
 */
import { assign, setup } from 'xstate';

export type ConsentChoice = 'accepted' | 'declined';

export interface AnalyticsConsentContext {
  readonly gtagId: string | null;
}

export type AnalyticsConsentEvent =
  /** The permission info arrived: its gtagId (null: none) and the answer remembered in this browser. */
  | { type: 'CONFIG'; gtagId: string | null; stored: ConsentChoice | null }
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' };

/** The chart's own tags, read by connectAnalyticsConsent. */
export const CONSENT_TAGS = { asked: 'asked', accepted: 'accepted' } as const;

const gtagOf = (event: AnalyticsConsentEvent): string | null => (event.type === 'CONFIG' && event.gtagId ? event.gtagId : null);

export const analyticsConsentMachine = setup({
  types: { context: {} as AnalyticsConsentContext, events: {} as AnalyticsConsentEvent },
  actions: {
    storeTag: assign({ gtagId: ({ event }) => gtagOf(event) }),
    /** Remembers the answer (localStorage). Provided by the wiring. */
    remember: (_, _choice: ConsentChoice) => {},
    /** Adds Google's loader for this id. Provided by the wiring. */
    loadAnalytics: (_, _gtagId: string) => {},
  },
  guards: {
    noTag: ({ event }) => gtagOf(event) === null,
    acceptedBefore: ({ event }) => event.type === 'CONFIG' && event.stored === 'accepted',
    declinedBefore: ({ event }) => event.type === 'CONFIG' && event.stored === 'declined',
  },
}).createMachine({
  id: 'analyticsConsent',
  context: { gtagId: null },
  initial: 'unknown',
  states: {
    unknown: {
      on: {
        CONFIG: [
          { guard: 'noTag', target: 'off' },
          { guard: 'acceptedBefore', target: 'accepted', actions: 'storeTag' },
          { guard: 'declinedBefore', target: 'declined' },
          { target: 'asked', actions: 'storeTag' },
        ],
      },
    },
    off: {},
    asked: {
      tags: [CONSENT_TAGS.asked],
      on: {
        ACCEPT: { target: 'accepted', actions: { type: 'remember', params: 'accepted' } },
        DECLINE: { target: 'declined', actions: { type: 'remember', params: 'declined' } },
      },
    },
    accepted: {
      tags: [CONSENT_TAGS.accepted],
      entry: { type: 'loadAnalytics', params: ({ context }) => context.gtagId ?? '' },
    },
    declined: {},
  },
});

export type AnalyticsConsentMachine = typeof analyticsConsentMachine;
