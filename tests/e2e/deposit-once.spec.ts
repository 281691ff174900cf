/**
 * A deposit whose answer is lost: the page reads the deposit records instead of saying
 * "failed" beside the order that exists, tells the truth, and the order is made once; a 500 before
 * the platform made it is said failed, and sent again (with the same key) it is made once; a reload
 * while the answer is held resumes the check. Spanish on the phone with a bank transfer, English on
 * the desktop with an e-wallet (whose window, reserved in the click, must not stay open and blank).
 */
import type { Page, Request } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    amountLabel: /^Monto/,
    channel: 'BANK',
    route: 'depositByBankTransfer',
    amount: '500',
    checking: 'Comprobando la operación',
    found: 'No recibimos la respuesta del pedido, pero la orden se creó',
    failed: 'La conexión de red no es estable. Inténtalo de nuevo.',
  },
  {
    lang: 'en',
    amountLabel: /^Amount/,
    channel: 'EWALLET',
    route: 'depositByLaunchUrl',
    amount: '250.50',
    checking: 'Checking the operation',
    found: 'We got no answer to the request, but the order was created',
    failed: 'The network link is abnormal. Please try again.',
  },
] as const;

type Lang = (typeof LANGS)[number];

/** member01 on the deposit page, the records read, the language's channel chosen and its amount typed. */
async function toDeposit(page: Page, L: Lang) {
  await presetLanguage(page, L.lang);
  await startSignedIn(page, ACCOUNTS.member, '/member/depositv2');
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await expect(page.getByTestId('deposit-records')).toHaveAttribute('data-status', /ready|empty/);
  await page.getByTestId(`deposit-channel-${L.channel}`).click();
  await page.getByRole('textbox', { name: L.amountLabel }).fill(L.amount);
}

/** The idempotency key of every order call the page makes. */
function orderKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    if (/\/MCSFE_depositBy\w+$/.test(new URL(request.url()).pathname)) keys.push(String((request.postDataJSON() as { idempotencyKey?: unknown } | null)?.idempotencyKey ?? ''));
  });
  return keys;
}

/** The order the check found: shown as made, with the note that it was created; an e-wallet's payment page as a link. */
async function expectFound(page: Page, L: Lang, orderNo: string) {
  const next = page.getByTestId('deposit-next');
  await expect(next).toHaveAttribute('data-kind', L.channel);
  await expect(next).toContainText(orderNo);
  await expect(page.getByTestId('deposit-found-note')).toContainText(L.found);
  await expect(page.getByTestId('deposit-outcome')).toHaveCount(0);
  await expect(page.getByTestId('deposit-error')).toHaveCount(0);
  if (L.channel === 'EWALLET') await expect(page.getByTestId('deposit-found-link').getByRole('link')).toHaveAttribute('href', new RegExp(`/__platform/pay/${orderNo}`));
  // and in the records below
  await expect(page.getByTestId(`deposit-status-${orderNo}`)).toBeVisible();
}

// one language per test (fixtures.ts, presetLanguage), English first: the dropped answer's blank window is the e-wallet's
for (const L of LANGS) {
  test.describe(`deposit, answer lost (${L.lang})`, () => {
    if (L.lang === 'en') test('made, then the connection dropped: checked, the order shown once, no blank window left', async ({ page, control }) => {
      await toDeposit(page, L);
      await control.failNext(L.route, 1, { kind: 'DROP_CONNECTION' });
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('deposit-outcome')).toContainText(L.checking);
      // the form holds while it is checked
      await expect(page.getByTestId('deposit-submit')).toBeDisabled();
      // the window reserved in the click for the provider is closed, not left blank through the check
      await expect.poll(() => page.context().pages().length).toBe(1);
      const orders = await control.deposits('member01');
      expect(orders).toHaveLength(1);
      await expectFound(page, L, orders[0]?.orderNo ?? '');
      expect(await control.deposits('member01')).toHaveLength(1);
      expect(await control.callCount(L.route)).toBe(1);
    });

    if (L.lang === 'es') test('refused with a 500 before it was made: checked, said failed, and sent again it is made once, with the same key', async ({ page, control }) => {
      const keys = orderKeys(page);
      await toDeposit(page, L);
      await control.failNext(L.route, 1, { httpStatus: 500 });
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('deposit-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('deposit-error')).toHaveText(L.failed);
      await expect(page.getByTestId('deposit-outcome')).toHaveCount(0);
      expect(await control.deposits('member01')).toHaveLength(0);
      // nothing typed is lost; the player sends it again
      await expect(page.getByRole('textbox', { name: L.amountLabel })).toHaveValue(L.amount);
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('deposit-next')).toHaveAttribute('data-kind', L.channel);
      expect(await control.deposits('member01')).toHaveLength(1);
      expect(await control.callCount(L.route)).toBe(2);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    if (L.lang === 'en') test('reloaded while the answer was held: the check resumes and finds the order, no new order offered', async ({ page, control }) => {
      await toDeposit(page, L);
      await control.failNext(L.route, 1, { kind: 'SLOW', delayMs: 60_000 });
      await page.getByTestId('deposit-submit').click();
      await expect.poll(() => control.callCount(L.route)).toBe(1);
      await expect.poll(async () => (await control.deposits('member01')).length).toBe(1);
      await page.reload();
      await expect(page.getByTestId('deposit-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('deposit-submit')).toBeDisabled();
      const orders = await control.deposits('member01');
      await expectFound(page, L, orders[0]?.orderNo ?? '');
      expect(await control.deposits('member01')).toHaveLength(1);
      expect(await control.callCount(L.route)).toBe(1);
    });
  });
}
