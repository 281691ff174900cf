/**
 * How the Chromium path runner sees and drives the pending action chart: a visitor on /pvp presses
 * the first game's star (the login popup opens, leading back to /pvp), goes back and presses it
 * again, goes back and opens the side menu's deposit instead (its login leads to the member
 * centre, elsewhere), closes the popup, or
 * signs in; once signed in, the member is back on /pvp and the game is added, or signs out first.
 *
 * The chart has nothing of its own on the page: each state is what the page shows around it, and
 * each event's action checks what the chart's step must have done (the popup's way back, the
 * star added). The member's favourite ids wait at a gate after the sign-in, so the action stays
 * due until TAKE lets them answer. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { accountButton, ACCOUNTS, loginForm, settle, submitLogin, TEXT } from '../../e2e/auth-helpers';
import { Gate } from '../../e2e/route-gate';
import type { UiContext, UiMap } from '../ui-map';
import { uiText } from '../locale-text';

const IDS = (url: URL) => url.pathname.endsWith('/MCSFE_getFavoriteGames');

interface PathState {
  readonly ids: Gate;
  /** The game whose star the visitor pressed. */
  starred: string | null;
}

const paths = new WeakMap<Page, PathState>();
const pathOf = (page: Page) => {
  const state = paths.get(page);
  if (!state) throw new Error('the pending action UI map has not started this page');
  return state;
};

const lobby = (page: Page) => page.locator('[data-testid="game-lobby"][data-state="ready"]');
const starredTiles = (page: Page) => page.locator('[data-testid="game-lobby"] [data-testid="game-tile"]').filter({ has: page.getByTestId('favourite-toggle') });
const loginDialog = (page: Page) => page.getByRole('dialog').filter({ has: loginForm(page) });
const headerLogin = (page: Page) => page.getByRole('banner').locator('a[href^="/login"]');

/** Back from the login popup to the lobby it was opened from (the browser's back: the popup is not closed). */
async function backToLobby({ page, timeout }: UiContext) {
  if ((await loginForm(page).count()) > 0) await page.goBack();
  await expect(lobby(page)).toBeVisible({ timeout });
  await expect(loginForm(page)).toHaveCount(0, { timeout });
}

export const uiMap: UiMap = {
  machineId: 'pendingAction',

  async start({ page, timeout }) {
    const state: PathState = { ids: new Gate(), starred: null };
    paths.set(page, state);
    await page.route(IDS, (route) => state.ids.request(route));
    await page.goto('/pvp');
    await expect(lobby(page)).toBeVisible({ timeout });
  },

  states: {
    // nothing waits: the page the last step left (the lobby, home after a sign-out, the deposit's login)
    'pendingAction.idle': async ({ page, timeout }) => {
      await expect(lobby(page).or(loginForm(page)).or(headerLogin(page)).first()).toBeVisible({ timeout });
    },
    // the login popup, leading back to the lobby
    'pendingAction.held': async ({ page, timeout }) => {
      await expect(loginForm(page)).toBeVisible({ timeout });
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fpvp$/, { timeout });
      await expect(accountButton(page)).toHaveCount(0, { timeout });
    },
    // signed in and back on the lobby; the favourites are not there yet
    'pendingAction.due': async ({ page, timeout }) => {
      await expect(accountButton(page)).toBeVisible({ timeout });
      await expect(page).toHaveURL(/\/pvp$/, { timeout });
      await expect(lobby(page)).toBeVisible({ timeout });
    },
  },

  events: {
    async HOLD(ui) {
      const { page, timeout } = ui;
      await backToLobby(ui);
      const tile = starredTiles(page).first();
      pathOf(page).starred = await tile.getAttribute('data-node-id', { timeout });
      await tile.getByTestId('favourite-toggle').click({ timeout });
      await expect(loginDialog(page)).toBeVisible({ timeout });
    },
    async SIGN_IN_SHOWN(ui) {
      const { page, timeout } = ui;
      await backToLobby(ui);
      // a member page a visitor cannot see: its login leads there, not back to the lobby
      await page.getByRole('button', { name: uiText('layout:header.openMenu') }).click({ timeout });
      await page.getByRole('link', { name: uiText('layout:sideMenu.entries.deposit') }).first().click({ timeout });
      await expect(loginForm(page)).toBeVisible({ timeout });
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fmember%2Fdepositv2$/, { timeout });
    },
    async SIGNED_IN({ page, timeout }) {
      await expect(loginForm(page)).toBeVisible({ timeout });
      await settle(page);
      await submitLogin(page, ACCOUNTS.member);
    },
    async TAKE({ page, timeout }) {
      // the favourites answer: the starred game is added (or was one already)
      await pathOf(page).ids.decide({ kind: 'pass' });
      const starred = pathOf(page).starred ?? '';
      await expect(page.locator(`[data-testid="game-tile"][data-node-id="${starred}"]`).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true', { timeout });
    },
    async DROP({ page, timeout }, _event, from) {
      if (from.stateIds.includes('pendingAction.due')) {
        // signed out before the favourites came
        await accountButton(page).click({ timeout });
        await page.getByRole('menuitem', { name: TEXT.signOut }).click({ timeout });
        await page.getByTestId('logout-confirm').click({ timeout });
        await expect(accountButton(page)).toHaveCount(0, { timeout });
        return;
      }
      // the popup closed without signing in: back on the lobby, the popup's query gone
      await loginDialog(page).getByRole('button', { name: uiText('common:actions.close') }).first().click({ timeout });
      await expect(page).toHaveURL(/\/pvp$/, { timeout });
      await expect(loginForm(page)).toHaveCount(0, { timeout });
    },
  },

  outcomes: {},
};
