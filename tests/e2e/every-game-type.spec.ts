/**
 * Every game type, walked as a player: in the lobby of every game type, find a game by name,
 * make it a favourite, and launch it (RNG through the tile itself, every other type through its
 * play button). In English on the 1280 px desktop (one language per test: fixtures.ts,
 * presetLanguage; the Spanish texts stay in the table).
 */
import type { Page } from '@playwright/test';
import { CATEGORY_ROUTES } from '../../src/views/games/gameRoutes';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    search: 'Buscar por nombre',
    submit: 'Buscar',
    add: (name: string) => `Añadir ${name} a favoritos`,
    remove: (name: string) => `Quitar ${name} de favoritos`,
    play: (name: string) => `Jugar ahora a ${name}`,
    open: (name: string) => `Abrir ${name}`,
  },
  {
    lang: 'en',
    search: 'Search by name',
    submit: 'Search',
    add: (name: string) => `Add ${name} to favourites`,
    remove: (name: string) => `Remove ${name} from favourites`,
    play: (name: string) => `Play ${name} now`,
    open: (name: string) => `Open ${name}`,
  },
] as const;

const lobby = (page: Page) => page.locator('[data-testid="game-lobby"][data-state="ready"]');
/** Games, not the vendor entries that open a vendor's list. */
const games = (page: Page) => page.locator('[data-testid="game-lobby"] [data-testid="game-tile"]:not([data-vendor-entry])');

for (const L of LANGS.filter((entry) => entry.lang === 'en')) {
  test(`find, favourite and launch a game of every type (${L.lang})`, async ({ page, context }) => {
    test.setTimeout(150_000);
    await presetLanguage(page, L.lang);
    await startSignedIn(page, ACCOUNTS.member);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();

    for (const [gameType, route] of Object.entries(CATEGORY_ROUTES)) {
      await test.step(gameType, async () => {
        // in-app navigation, as the menus do: the app stays loaded between lobbies
        await page.evaluate((target) => {
          window.history.pushState(null, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route);
        await expect(lobby(page)).toBeVisible();
        await expect(games(page).first()).toBeVisible();
        const name = (await games(page).nth(1).or(games(page).first()).first().getByTestId('game-name').textContent())?.trim() ?? '';
        expect(name, `${gameType}: a game to look for`).not.toBe('');

        // find it by name
        await page.getByRole('searchbox', { name: L.search }).fill(name);
        await page.getByRole('button', { name: L.submit, exact: true }).click();
        await expect(lobby(page)).toBeVisible();
        const found = games(page).filter({ has: page.getByTestId('game-name').getByText(name, { exact: true }) }).first();
        await expect(found).toBeVisible();

        // favourite it (it may already be one from the seed)
        const star = found.getByTestId('favourite-toggle');
        if ((await star.getAttribute('aria-pressed')) === 'true') {
          await expect(star).toHaveAccessibleName(L.remove(name));
        } else {
          await expect(star).toHaveAccessibleName(L.add(name));
          // the throttle is per tile: the previous lobby's star cooling down does not hold this one up
          await star.click();
          await expect(star).toHaveAttribute('aria-pressed', 'true');
          await expect(star).toHaveAccessibleName(L.remove(name));
        }

        // launch it in a new window
        const opened = context.waitForEvent('page');
        const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
        if (gameType === 'RNG') await found.getByRole('button', { name: L.open(name) }).click();
        else await found.getByRole('button', { name: L.play(name) }).click();
        const call = new URL((await launch).url());
        expect(call.searchParams.get('gameType'), `${gameType}: launched as its type`).toBe(gameType);
        await (await opened).close();
      });
    }
  });
}
