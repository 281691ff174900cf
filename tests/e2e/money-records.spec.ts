/**
 * The ledger in Chromium (transaction history, transfers): member01 finds the seeded
 * movements, filters by type and range (the URL keeps the filter through a reload), pages through,
 * sees the range's totals and the empty state; moves money between the main and a game wallet and
 * all back to main with the header balance agreeing; sends to the upline with the payment
 * password (a wrong one refused at its field, the amount kept) and finds both in the history. A
 * movement made while the history is open shows, with the new totals, without a reload. An agent
 * sends to a chosen downline; AGENTPOLICY3 shows the consolidated balance.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    historyTitle: 'Historial de transacciones',
    deposit: 'Depósito',
    other: 'Otros',
    adjustment: 'Ajuste de saldo',
    sentToAgent: 'Enviado a agent02',
    last30: 'Últimos 30 días',
    empty: 'No hay movimientos de este tipo en estas fechas.',
    decimals: 'Como máximo 2 decimales.',
    tooMuch: 'El monto supera el saldo disponible.',
    wrongPassword: 'La contraseña de pago no es correcta.',
    recalled: 'Todo el saldo de las carteras de juego está en tu cartera principal.',
    page2: 'Página 2',
    refresh: 'Actualizar saldo',
  },
  {
    lang: 'en',
    historyTitle: 'Transaction history',
    deposit: 'Deposit',
    other: 'Other',
    adjustment: 'Balance adjustment',
    sentToAgent: 'Sent to agent02',
    last30: 'Last 30 days',
    empty: 'No movements of this type on these dates.',
    decimals: 'At most 2 decimals.',
    tooMuch: 'The amount is more than the available balance.',
    wrongPassword: 'The payment password is incorrect.',
    recalled: "All the game wallets' balance is in your main wallet.",
    page2: 'Page 2',
    refresh: 'Refresh balance',
  },
] as const;

const history = (page: Page) => page.getByTestId('transaction-history');
const settled = (page: Page) => expect(history(page)).not.toHaveAttribute('data-status', 'loading');

async function amountsShown(page: Page): Promise<number[]> {
  return page.getByTestId('history-amount').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-value'))));
}

for (const L of LANGS) {
  test.describe(`money records (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test(`history: seeded movements, type and range in the URL, pages, totals, empty state (${L.lang})`, async ({ page, control }, testInfo) => {
      await startSignedIn(page, ACCOUNTS.member, '/member/transactionHistory');
      await expect(page.getByRole('heading', { name: L.historyTitle })).toBeVisible();
      await settled(page);
      // today (the default range): the seeded movements of today, and totals that add them up
      const today = await amountsShown(page);
      expect(today.length).toBeGreaterThanOrEqual(4);
      await expect(page.getByTestId('total-count')).toHaveText(String(today.length));
      const net = Math.round(today.reduce((sum, value) => sum + value, 0) * 100) / 100;
      await expect(page.getByTestId('total-net')).toHaveAttribute('data-value', String(net));
      await lookAt(page, testInfo.outputPath(`history-${L.lang}.png`));

      // the account moves while the page is open (an adjustment by the platform): its row and the
      // new totals show without a reload
      await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');
      await expect.poll(async () => (await control.accountSockets()).authenticated).toBe(1);
      const main = (await control.account(ACCOUNTS.member.username))?.mainBalance ?? 0;
      await control.setBalance(ACCOUNTS.member.username, main + 12.5);
      await expect(page.getByTestId('total-count')).toHaveText(String(today.length + 1));
      await expect(page.getByTestId('history-amount').first()).toHaveAttribute('data-value', '12.5');
      // the platform's code for it (ADJUSTMENT) reads in the page's language
      await expect(page.getByTestId('history-remark').first()).toHaveText(L.adjustment);
      await expect(page.getByTestId('total-net')).toHaveAttribute('data-value', String(Math.round((net + 12.5) * 100) / 100));

      // the last 30 days: more than one page, newest first; page 2 is other rows
      await page.getByTestId('history-range').getByRole('button').first().click();
      await page.getByRole('button', { name: L.last30 }).click();
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
      await settled(page);
      await expect(page.getByTestId('history-pages')).toBeVisible();
      await expect(page.getByTestId('history-remark')).toHaveCount(10);
      const firstOrders = await page.getByTestId('history-order').allTextContents();
      await page.getByTestId('history-pages').getByRole('button', { name: L.page2, exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      await settled(page);
      await expect(page.getByTestId('history-pages').getByRole('button', { name: L.page2, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('history-remark')).toHaveCount(10);
      const orders = await page.getByTestId('history-order').allTextContents();
      expect(orders.some((order) => firstOrders.includes(order))).toBe(false);

      // a type: only deposits, page 1 again; the filter survives a reload
      await page.getByTestId('history-type').selectOption('deposit');
      await expect(page).toHaveURL(/type=deposit/);
      await expect(page).not.toHaveURL(/page=/);
      await settled(page);
      await expect(page.getByTestId('history-type-cell').first()).toHaveText(L.deposit);
      const depositsBefore = await page.getByTestId('history-type-cell').allTextContents();
      await page.reload();
      await settled(page);
      await expect(page.getByTestId('history-type')).toHaveValue('deposit');
      await expect(page).toHaveURL(/type=deposit&from=/);
      expect(await page.getByTestId('history-type-cell').allTextContents()).toEqual(depositsBefore);
      expect(new Set(depositsBefore)).toEqual(new Set([L.deposit]));
      for (const value of await amountsShown(page)) expect(value).toBeGreaterThan(0);

      // a range with nothing in it (a shared link): the empty state
      await page.goto('/member/transactionHistory?from=2020-01-01&to=2020-01-05');
      await expect(page.getByTestId('history-empty')).toHaveText(L.empty);
      await expect(page.getByTestId('total-count')).toHaveText('0');
    });

    if (L.lang === 'en') test(`wallet transfers: main ↔ game wallet, all back to main, header balance agrees (${L.lang})`, async ({ page, control }, testInfo) => {
      await startSignedIn(page, ACCOUNTS.member, '/member/transferFund');
      const form = page.getByTestId('transfer-form');
      await expect(form).toBeVisible();
      await expect(page.getByTestId('wallet-PG')).toContainText('0');
      // refused before any call: more than 2 decimals, more than the main wallet holds
      await page.getByTestId('transfer-amount').fill('1.234');
      await page.getByTestId('transfer-submit').click();
      await expect(form.getByText(L.decimals)).toBeVisible();
      await page.getByTestId('transfer-amount').fill('99999');
      await page.getByTestId('transfer-submit').click();
      await expect(form.getByText(L.tooMuch)).toBeVisible();
      expect(await control.callCount('walletTransfer')).toBe(0);

      // main → PG, double-clicked: one transfer
      await page.getByTestId('transfer-to').selectOption('11');
      await page.getByTestId('transfer-amount').fill('100');
      await page.getByTestId('transfer-submit').dblclick();
      await expect(page.getByTestId('transfer-done')).toBeVisible();
      await expect(page.getByTestId('transfer-fund')).not.toHaveAttribute('aria-busy', 'true');
      expect(await control.callCount('walletTransfer')).toBe(1);
      expect((await control.account('member01'))?.mainBalance).toBe(1420.75);
      // the amount is emptied: clicking again cannot move the same money twice
      await expect(page.getByTestId('transfer-amount')).toHaveValue('');
      await lookAt(page, testInfo.outputPath(`transfer-${L.lang}.png`));

      // PG → main 30.5
      await page.getByTestId('transfer-from').selectOption('11');
      await expect(page.getByTestId('transfer-to')).toHaveValue('1');
      await page.getByTestId('transfer-amount').fill('30.5');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-done')).toBeVisible();
      await expect.poll(async () => (await control.account('member01'))?.mainBalance).toBe(1451.25);

      // all back to main in one action
      await page.getByTestId('transfer-recall').click();
      await expect(page.getByTestId('transfer-done')).toHaveText(L.recalled);
      expect(await control.callCount('walletRecall')).toBe(1);
      expect((await control.account('member01'))?.mainBalance).toBe(1520.75);

      // the header's balance agrees with the wallets' total
      const total = await page.getByTestId('wallet-total').textContent();
      // on a desktop the member centre is a modal over the page: close it to reach the header
      if ((await page.getByTestId('member-centre').getAttribute('data-presentation')) === 'overlay') {
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('member-centre')).toHaveCount(0);
      }
      await page.getByTestId('balance').getByRole('button', { name: L.refresh }).click();
      await expect(page.getByTestId('balance')).toHaveAttribute('data-state', 'ready');
      await expect(page.getByTestId('balance-amount')).toHaveText(total ?? '');
    });

    if (L.lang === 'es') test(`upline transfer with the payment password, then both rows in the history (${L.lang})`, async ({ page, control }, testInfo) => {
      await startSignedIn(page, ACCOUNTS.member, '/member/transferUpline');
      await expect(page.getByTestId('upline-form')).toBeVisible();
      await expect(page.getByTestId('upline-recipient')).toContainText('agent02');
      await page.getByTestId('upline-amount').fill('25.50');
      await page.getByTestId('upline-password').fill('000000');
      await page.getByTestId('upline-submit').click();
      await expect(page.getByTestId('upline-form').getByText(L.wrongPassword)).toBeVisible();
      await expect(page.getByTestId('upline-password')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('upline-amount')).toHaveValue('25.50');
      expect((await control.account('agent02'))?.mainBalance).toBe(12045.1);
      await lookAt(page, testInfo.outputPath(`upline-${L.lang}.png`));

      await page.getByTestId('upline-password').fill('246810');
      // double-clicked: one transfer
      await page.getByTestId('upline-submit').dblclick();
      await expect(page.getByTestId('upline-sent')).toBeVisible();
      // when the answer comes between the two clicks, the second lands on "another transfer" (the
      // browser marks it detail 2): it must not start over and hide the confirmation at once
      await page.getByTestId('upline-again').dispatchEvent('click', { detail: 2 });
      await expect(page.getByTestId('upline-sent')).toBeVisible();
      await expect(page.getByTestId('upline-form')).toHaveCount(0);
      expect(await control.callCount('transferToUpline')).toBe(2);
      expect((await control.account('agent02'))?.mainBalance).toBe(12070.6);
      expect((await control.account('member01'))?.mainBalance).toBe(1495.25);

      await page.goto('/member/transactionHistory?type=other');
      await settled(page);
      await expect(page.getByTestId('history-remark').first()).toHaveText(L.sentToAgent);
      await expect(page.getByTestId('history-amount').first()).toHaveAttribute('data-value', '-25.5');
      await expect(page.getByTestId('history-type-cell').first()).toHaveText(L.other);
    });
  });
}

test('no payment password: set one first; a single-wallet merchant has no transfers @once', async ({ page, control }) => {
  await presetLanguage(page, 'es');
  await startSignedIn(page, { username: 'weak01', password: '123456' }, '/member/transferUpline');
  await expect(page.getByTestId('upline-needs-password')).toContainText('contraseña de pago');
  await expect(page.getByTestId('upline-needs-password').getByRole('link')).toHaveAttribute('href', '/member/securityCenter');
  await control.setSingleWallet(true);
  await page.goto('/member/transferFund');
  await expect(page.getByTestId('transfer-single')).toBeVisible();
  await expect(page.getByTestId('transfer-form')).toHaveCount(0);
});

test('an agent sends to a chosen downline with the payment password (AGEDOWNTRANS3) @once', async ({ page, control }) => {
  await control.setFlag('AGEDOWNTRANS3', true);
  await presetLanguage(page, 'es');
  await startSignedIn(page, ACCOUNTS.agent, '/member/transferUpline');
  const recipient = page.getByTestId('upline-recipient');
  await expect(recipient).toBeVisible();
  // a top agent has no upline: only its direct downlines are offered
  const offered = await recipient.locator('option').allTextContents();
  expect(offered.some((label) => label.includes('agent02'))).toBe(true);
  await recipient.selectOption({ label: offered.find((label) => label.includes('agent02')) ?? '' });
  const before = (await control.account('agent02'))?.mainBalance ?? 0;
  await page.getByTestId('upline-amount').fill('40');
  await page.getByTestId('upline-password').fill('246810');
  await page.getByTestId('upline-submit').click();
  await expect(page.getByTestId('upline-sent')).toContainText('Agent Two');
  expect((await control.account('agent02'))?.mainBalance).toBe(Math.round((before + 40) * 100) / 100);
  expect(await control.callCount('transferToDownline')).toBe(1);
  expect(await control.callCount('transferToUpline')).toBe(0);
});

test('with AGENTPOLICY3 the wallet page shows the consolidated balance; without it, none @once', async ({ page, control }) => {
  await control.setFlag('AGENTPOLICY3', true);
  await presetLanguage(page, 'es');
  await startSignedIn(page, ACCOUNTS.agent, '/member/transferFund');
  await expect(page.getByTestId('transfer-form')).toBeVisible();
  const consolidated = page.getByRole('group', { name: 'Saldo consolidado' });
  await expect(consolidated).toBeVisible();
  await expect(consolidated).toContainText('Línea descendente');
  await expect(consolidated.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
  await control.setFlag('AGENTPOLICY3', false);
  await page.reload();
  await expect(page.getByTestId('transfer-form')).toBeVisible();
  await expect(page.getByTestId('consolidated')).toHaveCount(0);
});
