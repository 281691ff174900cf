/**
 * The VIP page (SPEC.md §2 and §6 "VIP items only if hasVip"; API.md
 * MCSFE_getPlayerRankProgress): the member's level, the progress of this month's turnover towards
 * the next level, the benefits of every level and the turnover of the last months.
 *
 * `hasVip` (the session's member info) comes as the input, or null while the session is still
 * being restored, and then as ACCESS: `checking` waits for it; without it the chart goes to
 * `unavailable` and calls nothing. Else `loading` → `ready` | `failure` (RETRY); a platform that
 * answers function.not.available (VIP switched off since the sign-in) leads to `unavailable` too.
 */
import { assign, setup } from 'xstate';
import type { VipProgress } from '../../src/api/missions';
import { errorOf, failureMessage, failureOf, notProvided, retryableFailure, TAGS } from '../kit';

export interface VipInput {
  /** null: not known yet (ACCESS brings it). */
  readonly hasVip: boolean | null;
}

export const VIP_TAGS = { unavailable: 'unavailable' } as const;

export interface VipContext {
  readonly hasVip: boolean | null;
  readonly data: VipProgress | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type VipEvent = { type: 'RETRY' } | { type: 'ACCESS'; hasVip: boolean };

/** The platform's answer when VIP is not offered to the account (function.not.available, #543). */
const NOT_AVAILABLE_KEY = 'errors:functionNotAvailable';

export const vipMachine = setup({
  types: { context: {} as VipContext, events: {} as VipEvent, input: {} as VipInput },
  actors: {
    loadVip: notProvided<VipProgress>('loadVip'),
  },
  guards: {
    withoutVip: ({ context }) => context.hasVip === false,
    withVip: ({ context }) => context.hasVip === true,
    notAvailable: (_, error: unknown) => failureOf(error).messageKey === NOT_AVAILABLE_KEY,
  },
}).createMachine({
  id: 'vip',
  context: ({ input }) => ({ hasVip: input.hasVip, data: null, failureKey: null, failureText: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: [TAGS.busy],
      always: [
        { guard: 'withoutVip', target: 'unavailable' },
        { guard: 'withVip', target: 'loading' },
      ],
      on: { ACCESS: { target: 'checking', reenter: true, actions: assign({ hasVip: ({ event }) => event.hasVip }) } },
    },
    unavailable: { tags: [VIP_TAGS.unavailable] },
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadVip',
        src: 'loadVip',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failureKey: null, failureText: null }) },
        onError: [
          { guard: { type: 'notAvailable', params: errorOf }, target: 'unavailable' },
          {
            target: 'failure',
            actions: assign(({ event }) => {
              const { errorKey, errorText } = failureMessage(errorOf({ event }));
              return { failureKey: errorKey, failureText: errorText };
            }),
          },
        ],
      },
    },
    failure: retryableFailure(),
    ready: { tags: [TAGS.ready] },
  },
});

export type VipMachine = typeof vipMachine;
