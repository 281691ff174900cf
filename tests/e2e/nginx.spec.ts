/**
 * The app as production serves it: nginx (schema/host/nginx.ts, started by playwright.config.ts in
 * front of the run's build) proxying the platform calls and the account WebSocket to the run's
 * embedded platform. Only the `nginx` project runs this file; like every test, each fails on a
 * Content-Security-Policy violation (fixtures.ts), here with the headers nginx sends.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Locator } from '@playwright/test';
import { ACCOUNTS, accountButton, openLogin, startSignedIn, submitLogin } from './auth-helpers';
import { expect, test } from './fixtures';

/** An answer's status and headers as sent (Playwright's request client decompresses and drops Content-Encoding). */
function rawHead(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method: 'GET', headers }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
    });
    call.on('error', reject);
    call.end();
  });
}

test('headers and CSP on every page, deep links are the app, immutable Brotli assets, no-cache index, 404s for what is missing or hidden (es)', async ({ request, baseURL }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const headers = home.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
  // plain http: no HSTS; behind a TLS load balancer that says so: a year, subdomains included
  expect(headers['strict-transport-security']).toBeUndefined();
  const overTls = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(overTls.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

  const html = await home.text();
  for (const deepLink of ['/member/depositv2', '/agentHome/team', '/rng?vendor=PG']) {
    const answer = await request.get(deepLink);
    expect(answer.status(), deepLink).toBe(200);
    expect(await answer.text(), deepLink).toBe(html);
    expect(answer.headers()['content-security-policy'], deepLink).toBe(headers['content-security-policy']);
  }

  // the app's entry chunk (the runtime chunk before it is too small to be worth compressing)
  const entry = /<script type="module"[^>]* src="(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the entry script in index.html').toBeTruthy();
  const asset = await rawHead(`${baseURL}${entry}`, { 'Accept-Encoding': 'br, gzip' });
  expect(asset.status).toBe(200);
  expect(asset.headers['content-encoding']).toBe('br');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzipped = await rawHead(`${baseURL}${entry}`, { 'Accept-Encoding': 'gzip' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');

  // a missing asset is a 404 kept by no cache, never the app in its place
  const missing = await request.get('/assets/app-missing0.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(await missing.text()).not.toBe(html);
  expect((await request.get('/logo-missing.png')).status()).toBe(404);

  // the embedded platform's control and pages are not reachable through the app's origin
  expect((await request.get('/__platform')).status()).toBe(404);
  expect((await request.post('/__platform/graphql', { data: { query: '{ accounts { username password } }' } })).status()).toBe(404);
  // the platform's calls are
  const status = await request.get('/wps/system/status', { headers: { Merchant: 'RP01', Device: 'web' } });
  expect(status.status()).toBe(200);
  expect(status.headers()['content-type']).toContain('application/json');
});

test('a visitor sees the lobby, signs in through the form, follows a deep link to the deposit page and sees a credited deposit live (es)', async ({ page, control }) => {
  await page.goto('/');
  // the lobby, its pictures from the platform's image host
  const firstTile = page.getByTestId('game-tile').first();
  await expect(firstTile).toBeVisible();
  await expect.poll(() => firstTile.locator('img').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await openLogin(page);
  await submitLogin(page, ACCOUNTS.member);
  await expect(accountButton(page)).toBeVisible();

  // a deep link loads the app through nginx and keeps the session (sessionStorage)
  await page.goto('/member/depositv2');
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  const balance = page.getByTestId('balance-amount').first();
  await expect(balance).toHaveText(/1[.,]?555[.,]75/);
  await page.getByRole('textbox', { name: /^Monto/ }).fill('500');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-next')).toBeVisible();
  const orders = await control.deposits('member01');
  expect(orders).toHaveLength(1);

  // the account WebSocket goes through nginx too: the credit arrives without a reload
  await expect.poll(async () => (await control.accountSockets()).authenticated).toBe(1);
  await control.setDepositStatus(orders[0]?.orderNo ?? '', 'CREDITED');
  await expect(balance).toHaveText(/2[.,]?055[.,]75/);
});

test.describe('the platform pictures', () => {
  test.use({ publicPopups: 'shown' });

  test('every picture the platform names loads from its image host, none from the app origin that has none: the popup, promotions, the points mall (es)', async ({ page, baseURL }) => {
    // answers that refused a picture (a picture whose load a navigation cut short is not one)
    const failed: string[] = [];
    page.on('response', (answer) => {
      if (answer.request().resourceType() === 'image' && answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
    });
    const drawn = (picture: Locator) => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
    const origin = new URL(baseURL ?? '').origin;
    const onImageHost = (picture: Locator) => picture.evaluate((image: HTMLImageElement, appOrigin) => new URL(image.currentSrc).origin !== appOrigin, origin);

    // a visitor's first popup has a picture
    await page.goto('/');
    const popupPicture = page.getByTestId('public-popup').locator('img').first();
    await expect.poll(() => drawn(popupPicture)).toBe(true);
    expect(await onImageHost(popupPicture)).toBe(true);

    await page.goto('/promotions');
    const promotionPicture = page.getByTestId('promotion-card').first().locator('img');
    await promotionPicture.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(promotionPicture)).toBe(true);
    expect(await onImageHost(promotionPicture)).toBe(true);

    await startSignedIn(page, ACCOUNTS.member, '/pointMall');
    const rewardPicture = page.locator('[data-testid^="reward-"] img').first();
    await rewardPicture.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(rewardPicture)).toBe(true);
    expect(await onImageHost(rewardPicture)).toBe(true);
    expect(failed).toEqual([]);
  });
});
