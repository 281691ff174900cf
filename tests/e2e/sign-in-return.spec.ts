/**
 * Sent to sign in from a game lobby, the visitor comes back to it: closing the login (opened by a
 * lobby action or the header's link) returns to the lobby (without the popup's query), and signing in there carries on what they pressed — the
 * Favourite filter shows, the starred game is added to the favourites, the game they pressed
 * "Jugar" on opens. What they pressed waits in memory, never in the address.
 */
import type { Page } from '@playwright/test';
import { accountButton, ACCOUNTS, loginForm, settle, submitLogin } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

const LANGUAGES = [
  { lang: 'es', close: 'Cerrar', headerLogin: /^(Entrar|Iniciar sesión)$/ },
  { lang: 'en', close: 'Close', headerLogin: /^Log in$/ },
] as const;

const lobby = (page: Page) => page.locator('[data-testid="game-lobby"][data-state="ready"]');
const loginDialog = (page: Page) => page.getByRole('dialog').filter({ has: loginForm(page) });
const gameTiles = (page: Page) => page.locator('[data-testid="game-lobby"] [data-testid="game-tile"]').filter({ has: page.getByTestId('favourite-toggle') });

/** Signs in through the login popup shown. */
async function signIn(page: Page) {
  await expect(loginForm(page)).toBeVisible();
  await settle(page);
  await submitLogin(page, ACCOUNTS.member);
  await expect(accountButton(page)).toBeVisible();
}

for (const L of LANGUAGES) {
  test.describe(`back to the lobby from the login (${L.lang})`, () => {
    test(`closing the login opened from the Favourite filter stays in that lobby (${L.lang})`, async ({ page }) => {
      await presetLanguage(page, L.lang);
      await page.goto('/rng?vassalage=PG');
      await expect(lobby(page)).toBeVisible();
      await page.locator('button[data-filter="FAV"]').click();
      await expect(loginDialog(page)).toBeVisible();
      // the way back is the lobby's own page, its vendor kept
      await expect(page).toHaveURL(/\/login\?returnTo=%2Frng%3Fvassalage%3DPG$/);

      await loginDialog(page).getByRole('button', { name: L.close, exact: true }).first().click();
      await expect(loginDialog(page)).toHaveCount(0);
      // the popup's query is gone with it
      await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
      await expect(lobby(page)).toBeVisible();
      await expect(page.locator('button[data-vendor="PG"]')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('button[data-filter="FAV"]')).toHaveAttribute('aria-pressed', 'false');

      // the header's login link leads back to the same lobby when closed
      await page.getByRole('banner').getByRole('link', { name: L.headerLogin }).click();
      await expect(loginDialog(page)).toBeVisible();
      await expect(page).toHaveURL(/\/login\?returnTo=%2Frng%3Fvassalage%3DPG$/);
      await loginDialog(page).getByRole('button', { name: L.close, exact: true }).first().click();
      await expect(loginDialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
      await expect(lobby(page)).toBeVisible();
    });

    test(`signing in from the Favourite filter shows the member's favourites there (${L.lang})`, async ({ page }) => {
      await presetLanguage(page, L.lang);
      await page.goto('/rng');
      await expect(lobby(page)).toBeVisible();
      await page.locator('button[data-filter="FAV"]').click();
      await signIn(page);
      await expect(page).toHaveURL(/\/rng$/);
      await expect(page.locator('button[data-filter="FAV"]')).toHaveAttribute('aria-pressed', 'true');
      await expect(lobby(page)).toBeVisible();
    });

    test(`signing in from a tile's star comes back to the lobby with the game in the favourites (${L.lang})`, async ({ page }) => {
      await presetLanguage(page, L.lang);
      // no PVP game is among member01's seeded favourites
      await page.goto('/pvp');
      await expect(lobby(page)).toBeVisible();
      const tile = gameTiles(page).first();
      const nodeId = (await tile.getAttribute('data-node-id')) ?? '';
      expect(nodeId).not.toBe('');
      await tile.getByTestId('favourite-toggle').click();
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fpvp$/);
      const added = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/MCSFE_addFavoriteGameV2'));
      await signIn(page);
      await expect(page).toHaveURL(/\/pvp$/);
      const star = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`).getByTestId('favourite-toggle');
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await added;
      // the platform has it: the favourites page lists it
      await page.goto('/favorite');
      await expect(lobby(page)).toBeVisible();
      await expect(page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`)).toHaveCount(1);
    });

    test(`signing in from "Jugar" comes back to the lobby and opens the game (${L.lang})`, async ({ page, context }) => {
      await presetLanguage(page, L.lang);
      await page.goto('/live');
      await expect(lobby(page)).toBeVisible();
      await page.getByTestId('play-now').first().click();
      await expect(page).toHaveURL(/\/login\?returnTo=%2Flive$/);
      const popup = context.waitForEvent('page');
      const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
      await signIn(page);
      await expect(page).toHaveURL(/\/live$/);
      expect(new URL((await launch).url()).searchParams.get('accountType')).toBe('1');
      const game = await popup;
      expect(new URL(game.url()).origin).toBe(new URL(page.url()).origin);
    });
  });
}
