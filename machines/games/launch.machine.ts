/**
 * Launching a game (SPEC.md §2 "Game lobby", §7 "Launch game"): the launch call, then opening the
 * game in a new window on a host from launchGameCDNs. The view sends LAUNCH only with a session
 * (a visitor goes to the login popup instead). Failures are shown in the player's language with
 * the reason the platform gave (#543 maintenance, #734 previous game not finished), and a window
 * the browser refused to open gets its own message with a way to open the game from a link.
 */
import { assign, setup } from 'xstate';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

export interface LaunchRequest {
  readonly nodeId: string;
  readonly gameType: string;
  readonly vassalage: string;
  readonly gameCode?: string | undefined;
  readonly name: string;
  /** Trial accounts play for free (accountType 0). */
  readonly freePlay: boolean;
  /** launchGameCDNs of the permission info: the game opens on one of them, picked at random. */
  readonly hosts: readonly string[];
  /** The lobby said the game's vendor is under maintenance: nothing is asked, the player is told. */
  readonly maintenance?: boolean | undefined;
}

/** The chart's own tags, beside the kit's busy/failed. */
export const LAUNCH_TAGS = {
  /** The game's URL is there and its window is being opened. */
  opening: 'opening',
  /** The browser refused the window: the game opens from a link instead. */
  blocked: 'blocked',
  /** The game is under maintenance (the lobby said so): told, with nothing to retry. */
  maintenance: 'maintenance',
} as const;

/** What the player is told about a game the lobby marked as under maintenance. */
export const MAINTENANCE_KEY = 'errors:gameMaintenance';

export interface LaunchContext {
  readonly request: LaunchRequest | null;
  readonly url: string | null;
  readonly failureKey: string | null;
}

export type LaunchEvent = { type: 'LAUNCH'; request: LaunchRequest } | { type: 'DISMISS' } | { type: 'RETRY' };

export const launchMachine = setup({
  types: { context: {} as LaunchContext, events: {} as LaunchEvent },
  actors: {
    /** The game URL on a launch host; provided by the wiring. */
    launchGame: notProvided<string, LaunchRequest>('launchGame'),
    /** Opens the URL in a new window; rejects when the browser blocks it. Provided by the wiring. */
    openGame: notProvided<void, string>('openGame'),
  },
  guards: {
    underMaintenance: (_, request: LaunchRequest) => request.maintenance === true,
  },
  actions: {
    storeRequest: assign((_, request: LaunchRequest) => ({ request, url: null, failureKey: null })),
    storeUrl: assign((_, url: string) => ({ url })),
    storeFailure: storeFailure(),
  },
}).createMachine({
  id: 'launch',
  context: { request: null, url: null, failureKey: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        LAUNCH: [
          // the lobby already knows the platform would refuse it (#543): say so without asking
          {
            guard: { type: 'underMaintenance', params: ({ event }) => event.request },
            target: 'maintenance',
            actions: { type: 'storeRequest', params: ({ event }) => event.request },
          },
          { target: 'launching', actions: { type: 'storeRequest', params: ({ event }) => event.request } },
        ],
      },
    },
    launching: {
      tags: [TAGS.busy],
      invoke: {
        id: 'launchGame',
        src: 'launchGame',
        input: ({ context }) => context.request as LaunchRequest,
        onDone: { target: 'opening', actions: { type: 'storeUrl', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    opening: {
      tags: [TAGS.busy, LAUNCH_TAGS.opening],
      invoke: {
        id: 'openGame',
        src: 'openGame',
        input: ({ context }) => context.url ?? '',
        onDone: 'idle',
        onError: 'blocked',
      },
    },
    failed: retryableFailure('launching', { DISMISS: 'idle' }),
    maintenance: {
      tags: [TAGS.failed, LAUNCH_TAGS.maintenance],
      on: { DISMISS: 'idle' },
    },
    blocked: {
      tags: [LAUNCH_TAGS.blocked],
      on: { DISMISS: 'idle' },
    },
  },
});

export type LaunchMachine = typeof launchMachine;
