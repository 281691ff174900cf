/**
 * Launching a game (SPEC.md §2 "Game lobby", §7 "Launch game"): the launch call, then opening the
 * game in a new window on a host from launchGameCDNs. The view sends LAUNCH only with a session
 * (a visitor goes to the login popup instead). Failures are shown in the player's language with
 * the reason the platform gave (#543 maintenance, #734 previous game not finished), and a window
 * the browser refused to open gets its own message with a way to open the game from a link.
 *
 * Maintenance: a game the lobby already knows is under maintenance is told so without asking. One
 * whose maintenance began after the lobby loaded is refused by the platform with its maintenance
 * code (game.maintenance): that refusal is the same maintenance answer (nothing to retry), and the
 * chart keeps the game in `maintenanceFound`, so its launcher marks the tile at once and a second
 * press asks nothing, without waiting for a reload of the lobby. API.md's #543 ("feature off or
 * under maintenance") says too little to mark a game for the launcher's life: it stays a failure
 * with its retry.
 */
import { assign, setup } from 'xstate';
import { errorOf, failureOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

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

/** A launch the platform refused because the game is under maintenance (not a failure worth a retry). */
export function isMaintenanceRefusal(error: unknown): boolean {
  return failureOf(error).messageKey === MAINTENANCE_KEY;
}

export interface LaunchContext {
  readonly request: LaunchRequest | null;
  readonly url: string | null;
  readonly failureKey: string | null;
  /** Games (nodeId) the platform refused as under maintenance since the launcher opened, for the tiles to say so. */
  readonly maintenanceFound: readonly string[];
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
    refusedForMaintenance: (_, error: unknown) => isMaintenanceRefusal(error),
  },
  actions: {
    storeRequest: assign((_, request: LaunchRequest) => ({ request, url: null, failureKey: null })),
    storeUrl: assign((_, url: string) => ({ url })),
    storeFailure: storeFailure(),
    noteMaintenance: assign(({ context }) => {
      const nodeId = context.request?.nodeId;
      return nodeId === undefined || context.maintenanceFound.includes(nodeId) ? {} : { maintenanceFound: [...context.maintenanceFound, nodeId] };
    }),
  },
}).createMachine({
  id: 'launch',
  context: { request: null, url: null, failureKey: null, maintenanceFound: [] },
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
        onError: [
          // under maintenance since the lobby loaded: said as the lobby's mark would have, and remembered
          { guard: { type: 'refusedForMaintenance', params: errorOf }, target: 'maintenance', actions: 'noteMaintenance' },
          { target: 'failed', actions: { type: 'storeFailure', params: errorOf } },
        ],
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
