/**
 * Deposit against a platform that answers as API.md says and nothing more
 * (the strict profile, schema/strict/deposit.ts): settings whose channels are the payload fields
 * alone (no channel id, name, kind or limits: the kind comes from bankType), a launch call that
 * answers `{ redirectUrl }` alone, a QR call whose answer is the image itself, the idempotency key
 * not honoured. Spanish on the phone, English on the desktop.
 *
 * - An e-wallet deposit opens the provider's page in the window reserved in the click, and a QR
 *   deposit shows the QR; neither order request carries a channel id the platform never gave.
 * - An e-wallet order whose answer is lost (made, then the connection dropped) is checked in the
 *   records and shown as the order found, not as a failure, and is not sent a second time.
 */
import type { Page, Request } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    amount: /^Monto/,
    limits: 'Sin máximo',
    created: 'Orden creada',
    opened: 'La página del proveedor se abrió en una pestaña nueva',
    checking: 'Comprobando la operación',
    found: 'No recibimos la respuesta del pedido, pero la orden se creó',
  },
  {
    lang: 'en',
    amount: /^Amount/,
    limits: 'No maximum',
    created: 'Order created',
    opened: "The provider's page opened in a new tab",
    checking: 'Checking the operation',
    found: 'We got no answer to the request, but the order was created',
  },
] as const;

/** The JSON body of every order call the page makes. */
function orderBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (/\/MCSFE_depositBy\w+$/.test(new URL(request.url()).pathname)) bodies.push((request.postDataJSON() as Record<string, unknown> | null) ?? {});
  });
  return bodies;
}

async function openDeposit(page: Page) {
  await startSignedIn(page, ACCOUNTS.member, '/member/depositv2');
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await expect(page.getByTestId('deposit-records')).toHaveAttribute('data-status', /ready|empty/);
}

for (const L of LANGS) {
  test.describe(`deposit on a strict platform (${L.lang})`, () => {
    test.beforeEach(async ({ page, control }) => {
      await presetLanguage(page, L.lang);
      await control.setAnswerProfile('STRICT');
    });

    if (L.lang === 'es') test("an e-wallet deposit opens the provider's page; a QR deposit shows the QR", async ({ page, control }, testInfo) => {
      const bodies = orderBodies(page);
      await openDeposit(page);
      // channels of bankType E and Q, no maximum given: no upper limit, not a maximum of 0
      await page.getByTestId('deposit-channel-EWALLET').click();
      await expect(page.getByTestId('deposit-limits')).toContainText(L.limits);
      await page.getByRole('textbox', { name: L.amount }).fill('250');
      const popup = page.waitForEvent('popup');
      await page.getByTestId('deposit-submit').click();
      const provider = await popup;
      await provider.waitForURL(/\/__platform\/pay\/D\d+/);
      await expect(provider.getByTestId('pay-order')).toContainText('250');
      await provider.close();
      const next = page.getByTestId('deposit-next');
      await expect(next).toHaveAttribute('data-kind', 'EWALLET');
      // the answer named no order number: the order is said created without one
      await expect(next.getByRole('heading', { level: 2 })).toHaveText(L.created);
      await expect(page.getByTestId('deposit-opened')).toContainText(L.opened);
      await expect(page.getByTestId('deposit-error')).toHaveCount(0);

      await page.getByTestId('deposit-another').click();
      await page.getByTestId('deposit-channel-QR').click();
      await page.getByRole('textbox', { name: L.amount }).fill('100');
      await page.getByTestId('deposit-submit').click();
      await expect(next).toHaveAttribute('data-kind', 'QR');
      const qr = page.getByTestId('deposit-qr');
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await lookAt(page, testInfo.outputPath(`deposit-strict-qr-${L.lang}.png`));

      expect((await control.deposits('member01')).map((order) => [order.kind, order.amount])).toEqual([
        ['QR', 100],
        ['EWALLET', 250],
      ]);
      // API.md's payload fields, and no channel id the platform never gave
      expect(bodies).toHaveLength(2);
      expect(bodies[0]).toMatchObject({ amount: 250, bankCode: 'MERCADOPAGO', bankType: 'E', vendorId: 'MPAGO' });
      expect(bodies[1]).toMatchObject({ amount: 100, bankCode: 'CODI', bankType: 'Q', vendorId: 'CODI' });
      for (const body of bodies) expect(body).not.toHaveProperty('channelId');
    });

    if (L.lang === 'en') test('an e-wallet order whose answer is lost is checked and shown as found, not failed, and not sent twice', async ({ page, control }) => {
      await openDeposit(page);
      await page.getByTestId('deposit-channel-EWALLET').click();
      await page.getByRole('textbox', { name: L.amount }).fill('250');
      await control.failNext('depositByLaunchUrl', 1, { kind: 'DROP_CONNECTION' });
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('deposit-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('deposit-submit')).toBeDisabled();
      const [order] = await control.deposits('member01');
      const orderNo = order?.orderNo ?? '';
      const next = page.getByTestId('deposit-next');
      await expect(next).toHaveAttribute('data-kind', 'EWALLET');
      await expect(next).toContainText(orderNo);
      await expect(page.getByTestId('deposit-found-note')).toContainText(L.found);
      await expect(page.getByTestId('deposit-error')).toHaveCount(0);
      await expect(page.getByTestId(`deposit-status-${orderNo}`)).toBeVisible();
      // a platform that ignores the key would make a second order for a second call: there is none
      expect(await control.deposits('member01')).toHaveLength(1);
      expect(await control.callCount('depositByLaunchUrl')).toBe(1);
    });
  });
}
