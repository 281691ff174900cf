/**
 * Referral / invite friends (/member/referral; SPEC.md §6 "Referral invite only if
 * referral promo is enabled"; API.md MCSFE_getReferralDetails): the invite link (it carries the
 * member's referral code, never a token) with its QR code, the rules, the friends invited and
 * what they earned.
 *
 * - `loading` (the named `loadReferral` with the REFERRAL3 flag of the input: with the flag off
 *   the wiring answers function.not.available without calling) → `ready` | `unavailable`
 *   (function.not.available: the flag or the referral promotion is off) | `failure` (RETRY).
 * - `ready.idle`: COPY → `copying` (the named `copyText`) → `copied` | `copyFailed`, each said
 *   until the next press (COPY again, or SHOW_QR); SHOW_QR → `qr` (the dialog) → CLOSE_QR → `idle`.
 */
import { assign, setup } from 'xstate';
import type { ReferralDetails } from '../../src/api/promotions';
import { errorOf, failureMessage, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

export const REFERRAL_TAGS = { unavailable: 'unavailable', copying: 'copying', copied: 'copied', copyFailed: 'copyFailed', qr: 'qr' } as const;

const FUNCTION_NOT_AVAILABLE = 'errors:functionNotAvailable';

/** The details and the invite link the wiring builds from the referral code (this site's register page). */
export interface ReferralView extends ReferralDetails {
  readonly inviteUrl: string;
}

export interface ReferralInput {
  /** The whitelabel's REFERRAL3 flag. */
  readonly enabled: boolean;
}

export interface ReferralContext {
  readonly enabled: boolean;
  readonly data: ReferralView | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type ReferralEvent = { type: 'RETRY' } | { type: 'COPY' } | { type: 'SHOW_QR' } | { type: 'CLOSE_QR' };

export const referralMachine = setup({
  types: { context: {} as ReferralContext, events: {} as ReferralEvent, input: {} as ReferralInput },
  actors: {
    loadReferral: notProvided<ReferralView, { enabled: boolean }>('loadReferral'),
    copyText: notProvided<void, { text: string }>('copyText'),
  },
  guards: {
    notAvailable: (_, error: unknown) => failureMessage(error).errorKey === FUNCTION_NOT_AVAILABLE,
  },
  actions: {
    storeFailure: storeFailure({ withText: true }),
  },
}).createMachine({
  id: 'referral',
  context: ({ input }) => ({ enabled: input.enabled, data: null, failureKey: null, failureText: null }),
  initial: 'loading',
  states: {
    unavailable: { tags: [REFERRAL_TAGS.unavailable] },
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadReferral',
        src: 'loadReferral',
        input: ({ context }) => ({ enabled: context.enabled }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failureKey: null, failureText: null }) },
        onError: [
          { guard: { type: 'notAvailable', params: errorOf }, target: 'unavailable' },
          { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
        ],
      },
    },
    failure: retryableFailure(),
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      states: {
        idle: { on: { COPY: 'copying', SHOW_QR: 'qr' } },
        copying: {
          tags: [REFERRAL_TAGS.copying],
          invoke: { id: 'copyText', src: 'copyText', input: ({ context }) => ({ text: context.data?.inviteUrl ?? '' }), onDone: 'copied', onError: 'copyFailed' },
        },
        copied: { tags: [REFERRAL_TAGS.copied], on: { COPY: 'copying', SHOW_QR: 'qr' } },
        copyFailed: { tags: [REFERRAL_TAGS.copyFailed], on: { COPY: 'copying', SHOW_QR: 'qr' } },
        qr: { tags: [REFERRAL_TAGS.qr], on: { CLOSE_QR: 'idle' } },
      },
    },
  },
});

export type ReferralMachine = typeof referralMachine;
