/**
 * How the Chromium path runner sees and drives the launch chart: a signed-in member on /pvp
 * presses a game's play button; the launch call answers (or fails with #543 through the
 * platform's control endpoint) and the game's window opens (or window.open is refused, as a
 * popup blocker does). A game under maintenance: one vendor (TH) is under maintenance before the
 * lobby loads, so its tiles carry the mark; that vendor is chosen in the vendor menu and one of its
 * tiles pressed, while any other launch presses a game of another vendor. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

const LAUNCH = (url: URL) => url.pathname.endsWith('/wps/game/launchGame');
const dialog = (ui: UiContext) => ui.page.getByRole('dialog');
/** Per page: lets the held launch answer through (the path's done step settles it). */
const launchReleases = new WeakMap<Page, () => void>();
/** The vendor whose games the lobby marks as under maintenance. */
const MAINTAINED = 'TH';
const lobbyReady = (page: Page) => page.locator('[data-testid="game-lobby"][data-state="ready"]');

/** Shows the lobby of one vendor (or all of them) and waits for its games. */
async function chooseVendor(page: Page, vendor: string, timeout: number) {
  await page.locator(`button[data-vendor="${vendor}"]`).click({ timeout });
  await expect(page.locator(`button[data-vendor="${vendor}"]`)).toHaveAttribute('aria-pressed', 'true', { timeout });
  await expect(lobbyReady(page)).toBeVisible({ timeout });
}

export const uiMap: UiMap = {
  machineId: 'launch',

  async start({ page, timeout, control }) {
    await control.setVendorMaintenance(MAINTAINED, true);
    await startSignedIn(page, ACCOUNTS.member, '/pvp');
    await expect(page.locator('[data-testid="game-lobby"][data-state="ready"]')).toBeVisible({ timeout });
  },

  states: {
    'launch.idle': async (ui) => {
      await expect(lobbyReady(ui.page)).toBeVisible({ timeout: ui.timeout });
      await expect(dialog(ui)).toHaveCount(0, { timeout: ui.timeout });
    },
    'launch.launching': async (ui) => {
      await expect(dialog(ui).getByTestId('launch-progress')).toBeVisible({ timeout: ui.timeout });
    },
    'launch.opening': async (ui) => {
      await expect(dialog(ui).getByTestId('launch-progress')).toBeVisible({ timeout: ui.timeout });
    },
    'launch.failed': async (ui) => {
      await expect(dialog(ui).getByTestId('launch-error')).toBeVisible({ timeout: ui.timeout });
    },
    'launch.maintenance': async (ui) => {
      await expect(dialog(ui).getByTestId('launch-error')).toHaveText(uiText('errors:gameMaintenance'), { timeout: ui.timeout });
      await expect(dialog(ui).getByRole('button', { name: uiText('games:retry') })).toHaveCount(0, { timeout: ui.timeout });
      // the game pressed is marked on its tile, whether the lobby knew or the platform refused it
      await expect(ui.page.locator('[data-testid="game-tile"][data-maintenance] [data-testid="maintenance-badge"]').first()).toBeAttached({ timeout: ui.timeout });
    },
    'launch.blocked': async (ui) => {
      await expect(dialog(ui).getByTestId('launch-blocked')).toBeVisible({ timeout: ui.timeout });
    },
  },

  events: {
    async LAUNCH({ page, timeout }, event) {
      const tiles = page.getByTestId('game-tile');
      if ((event as { request?: { maintenance?: boolean } }).request?.maintenance) {
        await chooseVendor(page, MAINTAINED, timeout);
        // its tile's own button (a game under maintenance has no play button)
        await tiles.filter({ has: page.getByTestId('maintenance-badge') }).first().getByRole('button').first().click({ timeout });
        return;
      }
      if ((await page.locator(`button[data-vendor="${MAINTAINED}"]`).getAttribute('aria-pressed', { timeout })) === 'true') await chooseVendor(page, 'ALL', timeout);
      await page.locator('[data-testid="game-tile"]:not([data-maintenance]) [data-testid="play-now"]').first().click({ timeout });
    },
    async RETRY(ui) {
      await dialog(ui).getByRole('button', { name: uiText('games:retry') }).click({ timeout: ui.timeout });
    },
    async DISMISS(ui) {
      await dialog(ui).getByRole('button', { name: uiText('common:actions.close') }).last().click({ timeout: ui.timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.launchGame'({ page, control }) {
      await control.clearFailures();
      // held until the done step settles it: the runner arranges how the window opens first
      const released = new Promise<void>((resolve) => launchReleases.set(page, resolve));
      await page.route(LAUNCH, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      }, { times: 1 });
    },
    async 'xstate.error.actor.launchGame'({ control }, event) {
      // game.maintenance (maintenance begun after the lobby loaded) or #543, as the path's event says
      await control.failNext('launchGame', 1, { errorCode: (event as { error?: { errorCode?: string } }).error?.errorCode ?? '543' });
    },
    async 'xstate.done.actor.openGame'() {
      // the browser opens windows by default
    },
    async 'xstate.error.actor.openGame'({ page }) {
      await page.evaluate(() => {
        window.open = () => null;
      });
    },
  },

  settles: {
    async 'xstate.done.actor.launchGame'({ page }) {
      launchReleases.get(page)?.();
    },
  },

  holds: {
    async launchGame({ page }) {
      await page.route(LAUNCH, () => undefined);
    },
  },
};
