/**
 * axe-core's WCAG 2.1 A and AA rules and WCAG 2.2 AA's target size (labels, names, roles, contrast, …) over the player's
 * screens, as a visitor and signed in, with the layers that open over them (the header's vendor
 * panel on the desktop, the side-menu drawer on the phone). The phone project runs the default
 * dark theme, the desktop project the light one: both themes' colours are checked.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** The page, or only a layer over it (a dialog, a panel): the page below is scanned on its own. */
async function violations(page: Page, layer?: string): Promise<string[]> {
  // The home's category sections repeat the hot section's header, chips and tiles nine times over:
  // one of them is scanned, the rest would only multiply the contrast checks' time.
  return axeViolations(page, {
    ...(layer ? { layer } : {}),
    exclude: '[data-testid^="section-"]:not([data-testid="section-hot"], [data-testid="section-recent"], [data-testid="section-winners"], [data-testid="section-RNG"])',
  });
}

// /favorite and /recent are the game lobby's grid again: /rng stands for them
const SCREENS = [
  // the winners board's rows are drawn as it comes near: scrolled to, so they are scanned too
  { path: '/', ready: '[data-testid="home-ready"]', reveal: '[data-testid="section-winners"]', revealed: '[data-testid="winners"]' },
  { path: '/rng', ready: '[data-testid="game-lobby"][data-state="ready"]' },
  { path: '/lottery', ready: '[data-testid="lottery-screen"][data-state="ready"]' },
  { path: '/changePassword', ready: '[role="dialog"] form', layer: '[role="dialog"]' },
] as const;

test('no WCAG 2.2 A/AA violation (target size included) on the home, game lobby, lottery, sign-in and password screens (dark theme on the phone, light on the desktop)', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), phone ? 'dark' : 'light');

  // as a visitor: the sign-in and registration popups
  for (const [path, ready] of [
    ['/login', '[data-testid="login-form"]'],
    ['/register', '[data-testid="register-form"]'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(ready)).toBeVisible();
    expect(await violations(page, '[role="dialog"]'), path).toEqual([]);
  }

  await startSignedIn(page, ACCOUNTS.member);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.locator(screen.ready).first()).toBeVisible();
    if ('reveal' in screen) {
      await page.locator(screen.reveal).scrollIntoViewIfNeeded();
      await expect(page.locator(screen.revealed)).toBeVisible();
      // the sections the scroll passed load as they come near: scanned once they have
      await expect(page.locator('[data-testid^="games-"][aria-busy="true"]')).toHaveCount(0);
    }
    expect(await violations(page, 'layer' in screen ? screen.layer : undefined), screen.path).toEqual([]);
  }

  await page.goto('/');
  await expect(page.getByTestId('home-ready')).toBeVisible();
  if (phone) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page, '[role="dialog"]'), 'side-menu drawer').toEqual([]);
  } else {
    await page.getByTestId('header-category-RNG').click();
    await expect(page.getByTestId('header-vendor-panel')).toBeVisible();
    expect(await violations(page, 'header'), 'header vendor panel').toEqual([]);
  }
});
