/**
 * Live cam (SPEC.md §7 "live cam model list and launch chat (reads chatUrl)"; API.md "Chat and
 * live cam": CBS_modelList, CBS_launchChat with the model → chatUrl), the /liveCam page. For a
 * signed-in member; a visitor is asked to sign in and nothing is asked of the platform.
 *
 * - `checking` waits for the session (SESSION {signedIn}, sent by the page once the session is
 *   known and on every change) → `loading` | `signIn`; `signIn` —SESSION signed in→ `loading`.
 * - `loading` (named `loadModels`) → `ready` | `empty` | `failure` (RETRY).
 * - `ready.browsing` —WATCH {modelId} (a listed model)→ `launching` (named `launchModel`) →
 *   `watching` (the platform's chatUrl in the chat panel) | `launchFailed` (its message; RETRY
 *   launches again); CLOSE goes back to the list from the three.
 * - SESSION signed out from anywhere (the session ended) → `signIn`.
 */
import { and, assign, not, setup, stateIn } from 'xstate';
import type { LiveCamModel } from '../../src/api';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

export const LIVE_CAM_TAGS = {
  /** The session is not known yet. */
  checking: 'checking',
  /** A visitor: the page asks to sign in. */
  signIn: 'signIn',
  /** The chat panel is shown (launching, watching or its failure). */
  panel: 'panel',
  launching: 'launching',
  watching: 'watching',
} as const;

export interface LiveCamContext {
  readonly models: readonly LiveCamModel[];
  /** The model whose chat is launching or shown. */
  readonly modelId: string | null;
  readonly chatUrl: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type LiveCamEvent =
  | { type: 'SESSION'; signedIn: boolean }
  | { type: 'RETRY' }
  | { type: 'WATCH'; modelId: string }
  | { type: 'CLOSE' };

const noFailure = { failureKey: null, failureText: null } as const;

export const liveCamMachine = setup({
  types: { context: {} as LiveCamContext, events: {} as LiveCamEvent },
  actors: {
    loadModels: notProvided<readonly LiveCamModel[]>('loadModels'),
    launchModel: notProvided<string, { modelId: string }>('launchModel'),
  },
  guards: {
    signedIn: ({ event }) => event.type === 'SESSION' && event.signedIn,
    signedOut: ({ event }) => event.type === 'SESSION' && !event.signedIn,
    anyModel: (_, models: readonly LiveCamModel[]) => models.length > 0,
    listed: ({ context, event }) => event.type === 'WATCH' && context.models.some((model) => model.modelId === event.modelId),
  },
  actions: {
    storeFailure: storeFailure({ withText: true }),
  },
}).createMachine({
  id: 'liveCam',
  context: { models: [], modelId: null, chatUrl: null, ...noFailure },
  initial: 'checking',
  // signed out while already asked to sign in: no transition at all (the page tells the session at
  // each render until the flow has it; a re-entry here looped a visitor's page, React #185)
  on: { SESSION: { guard: and(['signedOut', not(stateIn('signIn'))]), target: '.signIn' } },
  states: {
    checking: {
      tags: [TAGS.busy, LIVE_CAM_TAGS.checking],
      on: { SESSION: [{ guard: 'signedIn', target: 'loading' }, { target: 'signIn' }] },
    },
    signIn: {
      tags: [LIVE_CAM_TAGS.signIn],
      entry: assign({ models: [], modelId: null, chatUrl: null, ...noFailure }),
      on: { SESSION: { guard: 'signedIn', target: 'loading' } },
    },
    loading: {
      tags: [TAGS.busy],
      entry: assign(noFailure),
      invoke: {
        id: 'loadModels',
        src: 'loadModels',
        onDone: [
          { guard: { type: 'anyModel', params: ({ event }) => event.output }, target: 'ready', actions: assign({ models: ({ event }) => event.output }) },
          { target: 'empty', actions: assign({ models: [] }) },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    empty: { tags: [TAGS.empty] },
    failure: retryableFailure(),
    ready: {
      tags: [TAGS.ready],
      initial: 'browsing',
      states: {
        browsing: {
          on: { WATCH: { guard: 'listed', target: 'launching', actions: assign({ modelId: ({ event }) => event.modelId, chatUrl: null, ...noFailure }) } },
        },
        launching: {
          tags: [LIVE_CAM_TAGS.panel, LIVE_CAM_TAGS.launching],
          invoke: {
            id: 'launchModel',
            src: 'launchModel',
            input: ({ context }) => ({ modelId: context.modelId ?? '' }),
            onDone: { target: 'watching', actions: assign({ chatUrl: ({ event }) => event.output }) },
            onError: { target: 'launchFailed', actions: { type: 'storeFailure', params: errorOf } },
          },
          on: { CLOSE: { target: 'browsing', actions: assign({ modelId: null }) } },
        },
        watching: {
          tags: [LIVE_CAM_TAGS.panel, LIVE_CAM_TAGS.watching],
          on: { CLOSE: { target: 'browsing', actions: assign({ modelId: null, chatUrl: null }) } },
        },
        launchFailed: {
          tags: [LIVE_CAM_TAGS.panel, TAGS.failed],
          on: {
            RETRY: { target: 'launching', actions: assign(noFailure) },
            CLOSE: { target: 'browsing', actions: assign({ modelId: null, ...noFailure }) },
          },
        },
      },
    },
  },
});

export type LiveCamMachine = typeof liveCamMachine;
