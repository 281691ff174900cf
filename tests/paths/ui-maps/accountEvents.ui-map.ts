/**
 * How the Chromium path runner sees and drives the live account events chart: the notice
 * region's data-state, and the account socket played by the test through Playwright's WebSocket
 * routing (the page's socket opens at once; auth-ok, events and closes with their codes are sent
 * when the path says), the browser offline/online through the context, the page hidden/shown
 * through visibilitychange. The wiring's jitter only ever adds to the chart's delay (at most 20 %),
 * which the runner's clock slices absorb. Only tests import this file.
 *
 * The platform's own side (auth, scenarios, pushAccountEvent, dropAccountSockets) is tested in
 * tests/unit/platform/account-sockets.test.ts and tests/e2e/live-events.spec.ts.
 */
import { expect, type Page, type WebSocketRoute } from '@playwright/test';
import type { EventObject } from 'xstate';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';

interface Routed {
  readonly route: WebSocketRoute;
  closed: boolean;
}

const sockets = new WeakMap<Page, Routed[]>();
const latestOpen = (page: Page) => (sockets.get(page) ?? []).filter((socket) => !socket.closed).at(-1);

const regionIn = (status: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', status, { timeout });
};

async function withSocket(ui: UiContext, act: (route: WebSocketRoute, socket: Routed) => Promise<void> | void) {
  await expect.poll(() => latestOpen(ui.page) !== undefined, { timeout: ui.timeout }).toBe(true);
  const socket = latestOpen(ui.page);
  if (socket) await act(socket.route, socket);
}

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Closes the notice when one shows (DISMISS and a notice's time running out look the same on the page). */
async function closeNoticeIfShown({ page, timeout }: UiContext) {
  const close = page.getByTestId('live-notice').getByRole('button');
  if ((await close.count()) > 0) {
    await close.first().click({ timeout });
    await expect(page.getByTestId('live-notice')).toHaveCount(0, { timeout });
  }
}

export const uiMap: UiMap = {
  machineId: 'accountEvents',

  async start({ page, timeout }) {
    sockets.set(page, []);
    await page.routeWebSocket(/\/wps\/ws\/account$/, (route) => {
      const socket: Routed = { route, closed: false };
      route.onClose(() => (socket.closed = true));
      // the app's auth message is answered when the path sends AUTH_OK
      route.onMessage(() => undefined);
      sockets.get(page)?.push(socket);
    });
    await startSignedIn(page, ACCOUNTS.member);
    // The first state is not read by the runner (the socket it invokes is not a call a map can
    // hold), and a path's first step may be a delay: the clock must not jump while the app is
    // still booting. Wait for the notice region, nudging the page's clock when a path runs on a
    // fake one (where nothing runs on its own); without one the nudge does nothing.
    const region = page.getByTestId('live-notices');
    await expect
      .poll(
        async () => {
          if ((await region.count()) > 0) return true;
          await page.clock.runFor(100).catch(() => undefined);
          return false;
        },
        { timeout },
      )
      .toBe(true);
  },

  states: {
    'accountEvents.live.online.connecting': regionIn('connecting'),
    'accountEvents.live.online.authenticating': regionIn('connecting'),
    'accountEvents.live.online.open': regionIn('open'),
    'accountEvents.live.reconnecting': regionIn('reconnecting'),
    'accountEvents.live.paused': regionIn('reconnecting'),
    'accountEvents.live.offline': regionIn('offline'),
    'accountEvents.live.refused': regionIn('refused'),
    'accountEvents.off': regionIn('off'),
  },

  events: {
    async SOCKET_OPEN(ui) {
      // the routed socket opens by itself; the step only makes sure it is there
      await withSocket(ui, () => undefined);
    },
    async AUTH_OK(ui) {
      await withSocket(ui, (route) => route.send(JSON.stringify({ type: 'auth-ok' })));
    },
    async SOCKET_CLOSED(ui, event: EventObject) {
      const { code } = event as EventObject & { code: number };
      await withSocket(ui, async (route, socket) => {
        socket.closed = true;
        await route.close({ code, reason: 'path test' });
      });
    },
    async ACCOUNT_EVENT(ui, event: EventObject) {
      const { event: accountEvent } = event as EventObject & { event: { kind: string } & Record<string, unknown> };
      const { kind, ...payload } = accountEvent;
      await withSocket(ui, (route) => route.send(JSON.stringify({ type: kind, ...payload })));
    },
    async OFFLINE({ page }) {
      await page.context().setOffline(true);
    },
    async ONLINE({ page }) {
      await page.context().setOffline(false);
    },
    async HIDDEN({ page }) {
      await setVisibility(page, 'hidden');
    },
    async VISIBLE({ page }) {
      await setVisibility(page, 'visible');
    },
    DISMISS: closeNoticeIfShown,
    NOTICE_EXPIRED: closeNoticeIfShown,
  },

  outcomes: {},

  // Nothing to arrange: the routed socket answers only when a path step says (AUTH_OK, an event,
  // a close), and the online/visibility listener only reports what a step does. Both stay pending
  // by construction, so a state that invokes them can be read.
  holds: {
    async socket() {},
    async signals() {},
  },
};
