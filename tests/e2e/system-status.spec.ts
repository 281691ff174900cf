import { expect, presetLanguage, test } from './fixtures';

test.describe('system status gate', { tag: '@once' }, () => {
  test('status 1 replaces the site with the maintenance page, in Spanish and English', async ({ page, control }) => {
    await control.setSystemStatus(1);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mantenimiento del juego' })).toBeVisible();
    await expect(page.getByText('Disculpa las molestias.')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    await presetLanguage(page, 'en');
    await page.goto('/sports');
    await expect(page.getByRole('heading', { name: 'Game maintenance' })).toBeVisible();
  });

  test('maintenance ends when the platform is back and the player checks again', async ({ page, control }) => {
    await control.setSystemStatus(1);
    await page.goto('/');
    await expect(page.getByTestId('status-maintenance')).toBeVisible();
    await control.setSystemStatus(0);
    await page.getByRole('button', { name: 'Comprobar de nuevo' }).click();
    await expect(page.getByTestId('status-maintenance')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('status 2 shows the region page with the visitor IP and a live-support button', async ({ page, control }) => {
    await control.setSystemStatus(2);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText(/Tu IP: (\d{1,3}\.){3}\d{1,3}|Tu IP: [0-9a-f:]+/);
    // opens the platform's chat (its address decrypted from the status answer) in a panel: site-content.spec
    await expect(page.getByRole('button', { name: 'Soporte en vivo' })).toBeEnabled();
  });

  test('a blocked IP gets its own page', async ({ page, control }) => {
    await control.setBlockedIp(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'IP bloqueada' })).toBeVisible();
  });

  test('a status call failing twice shows the retry state, then recovers on retry', async ({ page, control }) => {
    // The adapter retries an idempotent GET once, so two failures exhaust it.
    await control.failNext('systemStatus', 2, { httpStatus: 503 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'No pudimos conectar' })).toBeVisible();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId('status-network')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('the failure page retries by itself after its delay', async ({ page, control }) => {
    await control.failNext('systemStatus', 2, { httpStatus: 503 });
    await page.goto('/');
    // The fake clock also drives the adapter's retry backoff, so move it until the page shows.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return page.getByTestId('status-network').count();
      })
      .toBe(1);
    await page.clock.runFor(14_000);
    await expect(page.getByTestId('status-network')).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByTestId('status-network')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });
});
