/**
 * One language at a time, after a switch (docs/ARCHITECTURE.md "One language at a time"): a switch
 * is made the way a reader makes it (the side menu's language select) on a page where something
 * was chosen: the page shows nothing of the old language (language-texts.ts says what counts) and
 * keeps the choice (its flow is told the language, not opened anew), and the pages walked after it
 * show none either. Every page opened in one language is swept by every-page-sweep.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, presetLanguage, test } from './fixtures';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { otherLanguageOn, type Language } from './language-texts';
import { switchLanguage } from '../paths/ui-maps/language-ui';
import { uiText } from '../paths/locale-text';

/** Waits for the page's region to show its content, then lists what of the other language it shows. */
async function sweep(page: Page, language: Language, ready: string): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator(ready).first()).toBeVisible();
  // the shell's own loads (the side menu's categories, the banners) settle too
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await otherLanguageOn(page, language);
  return found.map((entry) => `${new URL(page.url()).pathname}: ${entry}`);
}

/** A client-side navigation, as a link click makes it (the router hears the history). */
async function visit(page: Page, address: string): Promise<void> {
  await page.evaluate((url) => window.history.pushState(null, '', url), address);
}

test.describe('one language at a time', () => {
  test('a visitor switches to English on a lobby with a filter chosen, and the pages they walk show no Spanish-only text (en)', async ({ page }) => {
    await page.goto('/rng');
    const lobby = page.getByTestId('game-lobby');
    await expect(lobby).toHaveAttribute('data-state', 'ready');
    await page.locator('button[data-filter="HOT"]').click();
    await expect(lobby).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tragamonedas');

    await switchLanguage(page, 'en', 10_000);
    // the same lobby, told the language: its names asked again in English, the filter kept
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
    await expect(lobby).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('button[data-filter="HOT"]')).toHaveAttribute('aria-pressed', 'true');
    const leaks = await sweep(page, 'en', '[data-testid="game-lobby"][data-state="ready"]');

    await visit(page, '/');
    leaks.push(...(await sweep(page, 'en', 'main [data-category="RNG"]')));
    await visit(page, '/promotions');
    leaks.push(...(await sweep(page, 'en', '[data-testid="promotions"][data-status="ready"]')));
    await visit(page, '/news');
    leaks.push(...(await sweep(page, 'en', '[data-testid="articles-page"][data-status="ready"]')));
    expect(leaks).toEqual([]);
  });

  test('a member switches to Spanish on the promotions with a category chosen, and meets no English-only text (es)', async ({ page }) => {
    await presetLanguage(page, 'en');
    await startSignedIn(page, ACCOUNTS.member, '/promotions');
    const promotions = page.getByTestId('promotions');
    await expect(promotions).toHaveAttribute('data-status', 'ready');
    const category = promotions.locator('button[data-category]').nth(1);
    const chosen = await category.getAttribute('data-category');
    await category.click();
    await expect(category).toHaveAttribute('aria-pressed', 'true');

    await switchLanguage(page, 'es', 10_000);
    // the same list, told the language: asked again in Spanish, the category kept
    await expect(promotions).toHaveAttribute('data-status', 'ready');
    await expect(promotions.locator(`button[data-category="${chosen}"]`)).toHaveAttribute('aria-pressed', 'true');
    const leaks = await sweep(page, 'es', '[data-testid="promotions"][data-status="ready"]');
    await visit(page, '/member/messageV2');
    leaks.push(...(await sweep(page, 'es', '[data-testid="inbox"][data-status="ready"]')));
    await visit(page, '/member/missionLeaderboard');
    leaks.push(...(await sweep(page, 'es', '[data-testid="mission-board"][data-status="ready"]')));
    expect(leaks).toEqual([]);
  });

  test('a member switches to English on the withdraw page of the member centre, the amount typed kept and the platform\'s note read again (en)', async ({ page }) => {
    await startSignedIn(page, ACCOUNTS.member, '/member/withdraw');
    const form = page.getByTestId('withdraw-form');
    const amount = form.getByLabel(/^Monto a retirar/);
    await amount.fill('321');
    await expect(page.getByText('Importante:', { exact: true })).toBeVisible();
    // wide, the centre's own select is in sight at once, on a laptop's 720 px high screen too: at
    // the foot of the centre's menu column it was below the fold there, behind a scroll of the menu
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      await page.setViewportSize({ width: 1280, height: 720 });
      const centre = page.getByRole('dialog', { name: uiText('member:centre.title') });
      await expect(centre.getByRole('combobox', { name: uiText('layout:sideMenu.language') })).toBeInViewport({ ratio: 1 });
    }

    // wide, the centre is a dialog and the side menu lies inert beneath it: the centre has its own
    // select, and a phone reaches the side menu's in its drawer (switchLanguage uses the one a reader can)
    await switchLanguage(page, 'en', 10_000);
    await expect(page.getByRole('heading', { name: 'Before you withdraw' })).toBeVisible();
    await expect(page.getByText('Important:', { exact: true })).toBeVisible();
    await expect(form.getByLabel(/^Amount to withdraw/)).toHaveValue('321');
  });
});
