/**
 * The lite app's versions (src/boot/liteApp.ts): the service worker is registered once the app
 * runs; when a new build is deployed, the browser installs its worker beside the running one and
 * it waits. The open app then offers the new version; it never reloads by itself, so a player in
 * the middle of a form (a deposit, a withdrawal, a sign-up) loses nothing unless they ask.
 *
 * `starting` → REGISTERED → `current` (checks for a new version every CHECK_INTERVAL_MS) →
 * NEW_VERSION → `offered` → RELOAD → `activating` (the new worker is told to take over; once it
 * has, TOOK_OVER → `reloading`: the page loads again, from it) or LATER → `postponed` (offered
 * again after REOFFER_DELAY_MS). Without a service worker (an old browser, the dev server, a test
 * that blocks them) → `unavailable`.
 *
 * A takeover that has not happened within ACTIVATION_TIMEOUT_MS → `reloading` too: the page is
 * reloaded anyway, as the player asked. The browser holds a new worker back while the running one
 * still has work under way, and telling the player to reload by hand left them at a button that
 * did nothing. The new worker has been told to skip waiting, so it takes over as soon as the old
 * one is free; a page that still loads from the old one finds the new version waiting and offers
 * it again.
 *
 * A takeover this page did not ask for (the player updated in another tab) → `replaced`: this page
 * still runs the old version, now under the new worker; it is not reloaded under the player (a
 * half-filled form in this tab stays), it says so and offers the reload (RELOAD → `reloading`, no
 * worker to wait for), or LATER → `replacedPostponed`, said again after REOFFER_DELAY_MS.
 *
 * The worker itself is the `worker` actor (provided by the wiring): it reports REGISTERED,
 * UNAVAILABLE, NEW_VERSION and TOOK_OVER, and takes CHECK, ACTIVATE and RELOAD_PAGE.
 */
import { fromCallback, sendTo, setup } from 'xstate';

/** How often an open app asks whether a new version was deployed (the browser also checks on each navigation). */
export const CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** A postponed new version is offered again after this long. */
export const REOFFER_DELAY_MS = 30 * 60 * 1000;
/** The new worker takes over within a moment (well under a second, measured); beyond this, the page is reloaded anyway. */
export const ACTIVATION_TIMEOUT_MS = 5_000;

/** What the worker reports. */
export type WorkerReport =
  | { type: 'REGISTERED' }
  | { type: 'UNAVAILABLE' }
  | { type: 'NEW_VERSION' }
  /** A new version took control of this page (asked for here or in another tab). */
  | { type: 'TOOK_OVER' };
/** What the chart tells the worker. */
export type WorkerCommand = { type: 'CHECK' } | { type: 'ACTIVATE' } | { type: 'RELOAD_PAGE' };

export type AppUpdateEvent = WorkerReport | { type: 'RELOAD' } | { type: 'LATER' };

export const APP_UPDATE_TAGS = {
  /** A new version waits for the player's answer. */
  offered: 'offered',
  /** The new version is taking over (the page is about to reload into it). */
  activating: 'activating',
  /** Another tab updated: the new version runs, this page is still the old one until reloaded. */
  replaced: 'replaced',
} as const;

/** The placeholder of the worker: no service worker (the wiring provides the real one). */
const noWorker = fromCallback<WorkerCommand>(({ sendBack }) => {
  sendBack({ type: 'UNAVAILABLE' } satisfies WorkerReport);
});

export const appUpdateMachine = setup({
  types: { events: {} as AppUpdateEvent },
  actors: { worker: noWorker },
  delays: {
    checkInterval: CHECK_INTERVAL_MS,
    reofferDelay: REOFFER_DELAY_MS,
    activationTimeout: ACTIVATION_TIMEOUT_MS,
  },
  actions: {
    checkForNewVersion: sendTo('worker', { type: 'CHECK' } satisfies WorkerCommand),
    activateNewVersion: sendTo('worker', { type: 'ACTIVATE' } satisfies WorkerCommand),
    reloadPage: sendTo('worker', { type: 'RELOAD_PAGE' } satisfies WorkerCommand),
  },
}).createMachine({
  id: 'appUpdate',
  invoke: { id: 'worker', src: 'worker' },
  initial: 'starting',
  // a new version found at any time (while starting, or a newer one while postponed) is offered
  on: { NEW_VERSION: '.offered', TOOK_OVER: '.replaced' },
  states: {
    starting: {
      on: { REGISTERED: 'current', UNAVAILABLE: 'unavailable' },
    },
    current: {
      after: { checkInterval: { target: 'current', reenter: true, actions: 'checkForNewVersion' } },
    },
    offered: {
      tags: [APP_UPDATE_TAGS.offered],
      on: { RELOAD: 'activating', LATER: 'postponed' },
    },
    postponed: {
      after: { reofferDelay: 'offered' },
    },
    activating: {
      tags: [APP_UPDATE_TAGS.activating],
      entry: 'activateNewVersion',
      on: { NEW_VERSION: {}, TOOK_OVER: 'reloading' },
      after: { activationTimeout: 'reloading' },
    },
    reloading: {
      // still "updating" to the player: the page goes in a moment; this chart ends with it
      tags: [APP_UPDATE_TAGS.activating],
      entry: 'reloadPage',
      on: { NEW_VERSION: {}, TOOK_OVER: {} },
    },
    replaced: {
      tags: [APP_UPDATE_TAGS.replaced],
      on: { RELOAD: 'reloading', LATER: 'replacedPostponed', TOOK_OVER: {} },
    },
    replacedPostponed: {
      on: { TOOK_OVER: {} },
      after: { reofferDelay: 'replaced' },
    },
    unavailable: {},
  },
});

export type AppUpdateMachine = typeof appUpdateMachine;