/**
 * The fault matrix in the browser, one representative screen per area (the chart-level matrix in
 * tests/unit/charts/chart-faults.test.ts covers every call): the status gate (system), the login
 * form (sign-in), the home lobby (games) and the header balance (wallet). For each fault the
 * player sees the SPEC.md §8 message in Spanish, a retry where the call is idempotent, no blank
 * page, no uncaught error, and nothing typed is lost.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { RouteId } from '../../src/api/routes';
import type { ControlClient } from '../../schema/control/client';
import { ACCOUNTS, loginForm, openLogin, startSignedIn, TEXT } from './auth-helpers';
import { expect, test } from './fixtures';

/** SPEC.md §8 texts in Spanish (locales/es/errors.json). */
const MESSAGE = {
  networkAbnormal: 'La conexión de red no es estable. Inténtalo de nuevo.',
  timeout: 'La página tardó demasiado en cargar. Comprueba tu conexión a internet.',
  unknown: 'Error desconocido',
  offline: 'No hay conexión a internet. Revisa tu Wi-Fi o tus datos móviles; la app se reconectará sola en cuanto vuelva la conexión.',
} as const;

type Fault = 'http500' | 'http502' | 'unknownErrorCode' | 'malformedBody' | 'wrongShape' | 'droppedConnection' | 'offline' | 'timeout';

const EXPECTED: Record<Fault, string> = {
  http500: MESSAGE.networkAbnormal,
  http502: MESSAGE.networkAbnormal,
  droppedConnection: MESSAGE.networkAbnormal,
  // the device has no connection (navigator.onLine is false): it is told so
  offline: MESSAGE.offline,
  unknownErrorCode: MESSAGE.unknown,
  malformedBody: MESSAGE.unknown,
  wrongShape: MESSAGE.unknown,
  timeout: MESSAGE.timeout,
};

/** The app's own retry policy: a GET is tried twice (src/app/wiring/platform.ts) when the failure may pass (network, 5xx, timeout), once when the answer itself is wrong. */
const GET_ATTEMPTS = 2;
const getAttempts = (fault: Fault) => (['unknownErrorCode', 'malformedBody', 'wrongShape'].includes(fault) ? 1 : GET_ATTEMPTS);

/** Arranges `fault` for the next `times` calls of `route`; `offline` takes the context off the network instead (undone by the returned function). */
async function arrange(control: ControlClient, context: BrowserContext, route: RouteId, fault: Fault, times: number): Promise<() => Promise<void>> {
  switch (fault) {
    case 'http500':
      await control.failNext(route, times, { httpStatus: 500 });
      break;
    case 'http502':
      await control.failNext(route, times, { kind: 'MALFORMED_BODY', httpStatus: 502 });
      break;
    case 'unknownErrorCode':
      await control.failNext(route, times, { errorCode: 'fault.matrix.never.mapped' });
      break;
    case 'malformedBody':
      await control.failNext(route, times, { kind: 'MALFORMED_BODY' });
      break;
    case 'wrongShape':
      await control.failNext(route, times, { kind: 'WRONG_SHAPE' });
      break;
    case 'droppedConnection':
      await control.failNext(route, times, { kind: 'DROP_CONNECTION' });
      break;
    case 'timeout':
      // past the adapter's 15 s limit
      await control.failNext(route, times, { kind: 'SLOW', delayMs: 20_000 });
      break;
    case 'offline':
      await context.setOffline(true);
      return () => context.setOffline(false);
  }
  return async () => undefined;
}

/** Errors thrown in the page (console errors include the browser's own "failed to load resource" lines, which are expected here). */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('faults, one screen per area', { tag: '@once' }, () => {
  // Every kind meets every call in tests/unit/charts/chart-faults.test.ts; here each screen shows a
  // few kinds in the browser (a timeout costs the adapter's whole 15 s, so it stays at the chart level).
  for (const fault of ['http500', 'offline'] as const) {
    test(`status gate: ${fault} shows the message and the retry brings the app`, async ({ page, context, control }) => {
      const pageErrors = watchPageErrors(page);
      if (fault === 'offline') {
        // the page itself must load: go offline for the status call only
        await page.route('**/wps/system/status', (route) => route.abort('internetdisconnected'), { times: GET_ATTEMPTS });
      } else {
        await arrange(control, context, 'systemStatus', fault, getAttempts(fault));
      }
      await page.goto('/');
      // offline here is the status call cut off while the device is online: the network is unstable
      await expect(page.getByTestId('status-network')).toContainText(fault === 'offline' ? MESSAGE.networkAbnormal : EXPECTED[fault]);
      await page.getByTestId('status-network').getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByTestId('home-ready')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  for (const fault of ['unknownErrorCode', 'droppedConnection', 'offline'] as const) {
    test(`login form: ${fault} shows the message and keeps what was typed`, async ({ page, context, control }) => {
      const pageErrors = watchPageErrors(page);
      await openLogin(page);
      const form = loginForm(page);
      await form.getByLabel(TEXT.username).fill(ACCOUNTS.member.username);
      await form.getByLabel(TEXT.password).fill(ACCOUNTS.member.password);
      // a login is not idempotent: one attempt, no automatic retry
      const restore = await arrange(control, context, 'login', fault, 1);
      await form.getByRole('button', { name: TEXT.submit }).click();
      await expect(page.getByTestId('login-error')).toHaveText(EXPECTED[fault]);
      await restore();
      await expect(form.getByLabel(TEXT.username)).toHaveValue(ACCOUNTS.member.username);
      await expect(form.getByLabel(TEXT.password)).toHaveValue(ACCOUNTS.member.password);
      // the player sends it again by hand, and it goes through
      await form.getByRole('button', { name: TEXT.submit }).click();
      await expect(page.getByTestId('account-menu-button')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  for (const fault of ['http502', 'malformedBody'] as const) {
    test(`home lobby: ${fault} shows the message and the retry brings the lobby`, async ({ page, context, control }) => {
      const pageErrors = watchPageErrors(page);
      const restore = await arrange(control, context, 'hotGames', fault, getAttempts(fault));
      await page.goto('/');
      await expect(page.getByTestId('home-error')).toContainText(EXPECTED[fault]);
      await restore();
      await page.getByTestId('home-error').getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByTestId('home-ready')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  for (const fault of ['wrongShape', 'offline'] as const) {
    test(`header balance: ${fault} says why, keeps the last amount with when it was read, and a refresh brings it back`, async ({ page, context, control }) => {
      const pageErrors = watchPageErrors(page);
      await startSignedIn(page, ACCOUNTS.member);
      const box = page.getByTestId('balance');
      await expect(box).toHaveAttribute('data-state', 'ready');
      let restore = async () => undefined as void;
      if (fault === 'offline') {
        await page.route('**/wps/v2/wallets/balance', (route) => route.abort('internetdisconnected'), { times: GET_ATTEMPTS });
      } else {
        restore = await arrange(control, context, 'balance', fault, getAttempts(fault));
      }
      await page.getByRole('button', { name: TEXT.refreshBalance }).click();
      await expect(box).toHaveAttribute('data-state', 'failed');
      // offline here is the balance call cut off while the device is online: the network is unstable
      await expect(box).toHaveAttribute('title', fault === 'offline' ? MESSAGE.networkAbnormal : EXPECTED[fault]);
      // the refresh failed visibly, over the last amount read and its time, never a silent old figure
      await expect(page.getByTestId('balance-amount')).toHaveText(/^\$[\d,]+\.\d{2}/);
      await expect(page.getByTestId('balance-stale')).toHaveText(/^Sin actualizar · leído \d{2}:\d{2}/);
      await restore();
      await page.getByRole('button', { name: TEXT.refreshBalance }).click();
      await expect(page.getByTestId('balance-amount')).toHaveText(/^\$[\d,]+\.\d{2}$/);
      await expect(page.getByTestId('balance-stale')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }
});

// Code split off the first page arrives by a dynamic import, which fails like any call when the
// network does (src/ui/loadChunk.ts asks again; src/ui/ChunkBoundary.tsx catches what still fails).
test.describe('code that fails to arrive', { tag: '@once' }, () => {
  test('a page chunk dropped once is asked for again and the page opens', async ({ page }) => {
    const pageErrors = watchPageErrors(page);
    let dropped = 0;
    await page.route('**/assets/GameLobby-*.js', (route) => {
      dropped += 1;
      return route.abort('connectionreset');
    }, { times: 1 });
    await page.goto('/rng');
    await expect(page.getByTestId('game-lobby')).toHaveAttribute('data-state', 'ready');
    expect(dropped).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  test('a page chunk that never arrives: the page says so, the header stays, reloading brings it', async ({ page }) => {
    const pageErrors = watchPageErrors(page);
    await page.route('**/assets/GameLobby-*.js', (route) => route.abort('connectionreset'));
    await page.goto('/rng');
    const failed = page.getByTestId('chunk-failed-page');
    await expect(failed).toContainText('Esta parte de la página no se pudo cargar');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute('**/assets/GameLobby-*.js');
    await failed.getByRole('button', { name: 'Volver a cargar' }).click();
    await expect(page.getByTestId('game-lobby')).toHaveAttribute('data-state', 'ready');
    expect(pageErrors).toEqual([]);
  });

  test('the banner slider missing while offline: the first banner stays, its dots work once back online', async ({ page, context }) => {
    const pageErrors = watchPageErrors(page);
    await page.goto('/');
    const slides = page.getByTestId('banner-slide');
    await expect(slides.first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Anuncio 1 de/ })).toHaveAttribute('aria-current', 'true');
    await context.setOffline(true);
    // a dot (the phone has no arrows): its load waits for the browser to be online again
    await page.getByRole('button', { name: /^Anuncio 2 de/ }).click();
    await expect(slides.first()).toBeInViewport();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: /^Anuncio 2 de/ })).toHaveAttribute('aria-current', 'true');
    expect(pageErrors).toEqual([]);
  });
});
