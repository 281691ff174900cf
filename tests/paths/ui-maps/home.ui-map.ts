/**
 * How the Chromium path runner sees and drives the home chart: the lobby's loading skeleton, its
 * sections, and the failure panel with its retry. The load's outcome is arranged on the hot-games
 * call (every home load makes it unless the tab's session cache holds the list in the page's
 * language: a failure arranged after the first load drops that entry so the call is made).
 * SIGNED_IN is a sign-in from the home's header (the login popup over the lobby, in the page),
 * SIGNED_OUT the account menu's sign-out, LANGUAGE the side menu's select (language-ui.ts): the
 * home flow is the same one throughout and hears each. Only tests import this file.
 */
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, TEXT, accountButton, loginForm, submitLogin } from '../../e2e/auth-helpers';
import type { UiContext, UiMap } from '../ui-map';
import { switchLanguage } from './language-ui';
import { uiText } from '../locale-text';

const HOT_GAMES = (url: URL) => url.pathname.endsWith('/GCSGAME_hotGamesV2');
const SIGN_IN = /^(Iniciar sesión|Entrar|Log in|Sign in)$/;

const shows = (testId: string) => async ({ page, timeout }: UiContext) => {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout });
};
/** A later load reads the hot games from the tab's cache (src/app/wiring/session-cache.ts): dropped, so it asks the platform. */
async function dropCachedHotGames(page: Page): Promise<void> {
  if (page.url() === 'about:blank') return;
  await page.evaluate(() => {
    for (const key of Object.keys(window.sessionStorage)) if (key.startsWith('cache:hotGames:')) window.sessionStorage.removeItem(key);
  });
}

const headerSignIn = ({ page }: UiContext) =>
  page.getByRole('banner').getByRole('link', { name: SIGN_IN }).or(page.getByRole('banner').getByRole('button', { name: SIGN_IN })).filter({ visible: true }).first();

export const uiMap: UiMap = {
  machineId: 'home',

  async start({ page }) {
    await page.goto('/');
  },

  states: {
    'home.loading': shows('home-loading'),
    'home.ready': async ({ page, timeout }) => {
      await expect(page.getByTestId('home-ready')).toBeVisible({ timeout });
      await expect(page.getByTestId('section-hot')).toBeVisible({ timeout });
      await expect(page.getByTestId('section-winners')).toBeVisible({ timeout });
    },
    'home.failure': async ({ page, timeout }) => {
      await expect(page.getByTestId('home-error')).toBeVisible({ timeout });
    },
  },

  events: {
    async RETRY({ page, timeout }) {
      await page.getByTestId('home-error').getByRole('button', { name: uiText('common:ui.retry') }).click({ timeout });
    },
    async LANGUAGE({ page, timeout }, event) {
      await switchLanguage(page, (event as unknown as { language: string }).language, timeout);
    },
    async SIGNED_IN(ui) {
      await headerSignIn(ui).click({ timeout: ui.timeout });
      await expect(loginForm(ui.page)).toBeVisible({ timeout: ui.timeout });
      await submitLogin(ui.page, ACCOUNTS.member);
      await expect(accountButton(ui.page)).toBeVisible({ timeout: ui.timeout });
    },
    async SIGNED_OUT(ui) {
      await accountButton(ui.page).click({ timeout: ui.timeout });
      await ui.page.getByRole('menuitem', { name: TEXT.signOut }).click({ timeout: ui.timeout });
      await ui.page.getByTestId('logout-confirm').click({ timeout: ui.timeout });
      await expect(headerSignIn(ui)).toBeVisible({ timeout: ui.timeout });
    },
  },

  outcomes: {
    async 'xstate.done.actor.loadHome'({ page }) {
      await page.unroute(HOT_GAMES);
    },
    async 'xstate.error.actor.loadHome'({ page }) {
      await dropCachedHotGames(page);
      await page.route(HOT_GAMES, (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode: '#727' } }), { times: 1 });
    },
  },

  holds: {
    async loadHome({ page }) {
      await dropCachedHotGames(page);
      await page.route(HOT_GAMES, () => undefined);
    },
  },
};
