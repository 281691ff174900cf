/**
 * The money pages walked in one go as a new player would: member01 deposits through every
 * channel, is credited through the control endpoint and watches the header balance rise live;
 * withdraws to the bound card, sees it approved and paid in three C2C parts (the notice opens the
 * confirmation), confirms the first as received, reports the second as not received with a proof
 * image and lets the third confirm itself after the deadline on the fake clock; moves money
 * between wallets and to the upline; and finds every movement in the history, whose totals moved
 * by exactly what the balance did. Pages are reached through the member centre's menu.
 *
 * Walked twice, as the "done when" is the whole journey: in Spanish on the phone and in
 * English on the desktop (titled "(es)"/"(en)", playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import type { ControlClient } from '../../schema/control/client';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';
import es from '../../locales/es/layout.json' with { type: 'json' };
import en from '../../locales/en/layout.json' with { type: 'json' };
import { addDays, daysAgo, today } from '../today';

const TEXT = {
  es: {
    layout: es,
    amount: /^Monto/,
    withdrawAmount: /^Monto a retirar/,
    continue: 'Continuar',
    password: /^Contraseña de pago/,
    confirmWithdrawal: 'Confirmar retiro',
    another: 'Hacer otro depósito',
    credited: 'Acreditado',
    approved: 'Aprobado',
    confirmLink: 'Confirmar',
    received: 'Recibido',
    proofs: /^Comprobantes/,
    notReceived: 'Reportar no recibido',
    deposit: 'Depósito',
    withdrawal: 'Retiro',
  },
  en: {
    layout: en,
    amount: /^Amount/,
    withdrawAmount: /^Amount to withdraw/,
    continue: 'Continue',
    password: /^Payment password/,
    confirmWithdrawal: 'Confirm withdrawal',
    another: 'Make another deposit',
    credited: 'Credited',
    approved: 'Approved',
    confirmLink: 'Confirm',
    received: 'Received',
    proofs: /^Proof/,
    notReceived: 'Report not received',
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
  },
} as const;

type Lang = keyof typeof TEXT;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The header's total as the platform keeps it, while the game wallets are empty: main and bonus. */
async function totalBalance(control: ControlClient) {
  const account = await control.account(ACCOUNTS.member.username);
  return round((account?.mainBalance ?? 0) + (account?.bonusBalance ?? 0));
}

const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const round = (value: number) => Math.round(value * 100) / 100;

function menuLink(page: Page, lang: Lang, entry: 'depositv2' | 'withdraw' | 'transferFund' | 'transferUpline' | 'transactionHistory') {
  return page.getByTestId('member-menu').getByRole('link', { name: TEXT[lang].layout.memberPages[entry], exact: true });
}

/** The history's totals over yesterday..tomorrow: the platform's clock moves forward during the journey. */
async function historyTotals(page: Page, lang: Lang) {
  await menuLink(page, lang, 'transactionHistory').click();
  await expect(page.getByTestId('transaction-history')).toBeVisible();
  await page.goto(`/member/transactionHistory?from=${daysAgo(1)}&to=${addDays(today(), 1)}`);
  const history = page.getByTestId('transaction-history');
  await expect(history).toHaveAttribute('data-status', 'ready');
  return {
    count: Number(await page.getByTestId('total-count').textContent()),
    net: Number(await page.getByTestId('total-net').getAttribute('data-value')),
  };
}

for (const lang of ['es', 'en'] as const) {
  test(`money journey: every deposit channel credited live, a withdrawal paid in three C2C parts, transfers, and the history adds up (${lang})`, async ({ page, control }) => {
    test.setTimeout(180_000);
    const L = TEXT[lang];
    await presetLanguage(page, lang);
    await startSignedIn(page, ACCOUNTS.member, '/member/transactionHistory');
    const before = await historyTotals(page, lang);
    const startBalance = await totalBalance(control);
    const headerBalance = page.getByTestId('balance-amount').first();
    await expect(headerBalance).toHaveText(money(startBalance));
    await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open');

    // ---- deposits: one per channel kind -------------------------------------------------------
    await menuLink(page, lang, 'depositv2').click();
    const depositForm = page.getByTestId('deposit-form');
    await expect(depositForm).toBeVisible();
    const amountField = depositForm.getByRole('textbox', { name: L.amount });
    const deposits: { kind: string; amount: number }[] = [];
    for (const [kind, amount] of [
      ['BANK', '500'],
      ['QR', '150'],
      ['CRYPTO', '300.25'],
      ['EWALLET', '250.50'],
    ] as const) {
      if (deposits.length > 0) await page.getByRole('button', { name: L.another }).click();
      await page.getByTestId(`deposit-channel-${kind}`).click();
      await amountField.fill(amount);
      if (kind === 'EWALLET') {
        const popup = page.waitForEvent('popup');
        await page.getByTestId('deposit-submit').click();
        const provider = await popup;
        await provider.waitForURL(/\/__platform\/pay\/D\d+/);
        await provider.close();
      } else {
        await page.getByTestId('deposit-submit').click();
      }
      await expect(page.getByTestId('deposit-next')).toHaveAttribute('data-kind', kind);
      deposits.push({ kind, amount: Number(amount) });
    }
    const orders = await control.deposits(ACCOUNTS.member.username);
    expect(orders.map((order) => order.kind).sort()).toEqual(['BANK', 'CRYPTO', 'EWALLET', 'QR']);

    // credited one by one by the platform: each record turns credited and the balance rises, live
    let expected = startBalance;
    for (const order of orders) {
      await control.setDepositStatus(order.orderNo, 'CREDITED');
      expected = round(expected + order.amount);
      await expect(page.getByTestId(`deposit-status-${order.orderNo}`).first()).toHaveText(L.credited);
      await expect(headerBalance).toHaveText(money(expected));
    }

    // ---- withdrawal to the bound card, paid in three C2C parts --------------------------------
    await menuLink(page, lang, 'withdraw').click();
    const withdrawForm = page.getByTestId('withdraw-form');
    await expect(withdrawForm).toBeVisible();
    await withdrawForm.getByLabel(L.withdrawAmount).fill('500');
    await withdrawForm.getByRole('button', { name: L.continue, exact: true }).click();
    await expect(page.getByTestId('withdraw-preview')).toBeVisible();
    await expect(page.getByTestId('preview-fee')).toHaveText('$7.50');
    await withdrawForm.getByLabel(L.password).fill('246810');
    await withdrawForm.getByRole('button', { name: L.confirmWithdrawal, exact: true }).click();
    await expect(page.getByTestId('withdraw-submitted')).toBeVisible();
    expected = round(expected - 500);
    await expect(headerBalance).toHaveText(money(expected));
    const [withdrawal] = await control.withdrawals(ACCOUNTS.member.username);
    const orderNo = withdrawal?.orderNo ?? '';
    const recordStatus = page.getByTestId('withdraw-record').filter({ hasText: orderNo }).getByTestId('withdraw-record-status');
    await control.approveWithdrawal(orderNo);
    await expect(recordStatus).toHaveText(L.approved);
    await control.payWithdrawalParts(orderNo, [200, 150, 142.5]);

    // the notice that announces the confirmation opens it
    const waiting = page.locator('[data-testid="live-notice"][data-kind="confirmationWaiting"]');
    await waiting.getByRole('link', { name: L.confirmLink }).click();
    const dialog = page.getByTestId('withdrawal-confirmation');
    const parts = dialog.getByTestId('confirmation-part');
    await expect(parts).toHaveCount(3);
    await expect(dialog.getByTestId('confirmation-remaining')).toHaveText('$492.50');
    await parts.nth(0).getByRole('button', { name: L.received, exact: true }).click();
    await expect(parts.nth(0)).toHaveAttribute('data-status', 'RECEIVED');
    await parts.nth(1).getByLabel(L.proofs).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(parts.nth(1).getByRole('img', { name: /receipt\.png/ })).toBeVisible();
    await parts.nth(1).getByRole('button', { name: L.notReceived }).click();
    await expect(parts.nth(1)).toHaveAttribute('data-status', 'NOT_RECEIVED');
    // nobody answers the third: past its deadline it counts as received
    await expect(parts.nth(2).getByTestId('confirmation-countdown')).toBeVisible();
    await control.advanceClock(31 * 60);
    await page.clock.fastForward('31:00');
    await expect(parts.nth(2)).toHaveAttribute('data-status', 'AUTO_CONFIRMED');
    await expect(dialog.getByTestId('confirmation-received')).toHaveText('$342.50');
    await expect(dialog.getByTestId('confirmation-remaining')).toHaveText('$150.00');
    const [answered] = await control.withdrawals(ACCOUNTS.member.username);
    expect(answered?.parts.map((part) => part.status)).toEqual(['RECEIVED', 'NOT_RECEIVED', 'AUTO_CONFIRMED']);
    expect(answered?.parts[1]?.proofCount).toBe(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // ---- transfers: main → game wallet and back, then to the upline ---------------------------
    await menuLink(page, lang, 'transferFund').click();
    await expect(page.getByTestId('transfer-form')).toBeVisible();
    await page.getByTestId('transfer-to').selectOption('11');
    await page.getByTestId('transfer-amount').fill('100');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('wallet-PG')).toContainText('100');
    await page.getByTestId('transfer-recall').click();
    await expect(page.getByTestId('wallet-PG')).not.toContainText('100');
    await expect(headerBalance).toHaveText(money(expected));

    await menuLink(page, lang, 'transferUpline').click();
    await expect(page.getByTestId('upline-form')).toBeVisible();
    await page.getByTestId('upline-amount').fill('25.50');
    await page.getByTestId('upline-password').fill('246810');
    await page.getByTestId('upline-submit').click();
    await expect(page.getByTestId('upline-sent')).toBeVisible();
    expected = round(expected - 25.5);
    await expect(headerBalance).toHaveText(money(expected));
    expect(await totalBalance(control)).toBe(expected);

    // ---- the history: every movement, totals moved by what the balance did --------------------
    const after = await historyTotals(page, lang);
    // 4 deposits, the withdrawal, 2 rows per wallet transfer (out of one wallet, into the other)
    // for the transfer and the recall, and the upline transfer
    expect(after.count - before.count).toBe(4 + 1 + 2 + 2 + 1);
    expect(round(after.net - before.net)).toBe(round(expected - startBalance));
    await page.getByTestId('history-type').selectOption('deposit');
    await expect(page.getByTestId('transaction-history')).toHaveAttribute('data-status', 'ready');
    const depositAmounts = await page.getByTestId('history-amount').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-value'))));
    for (const deposit of deposits) expect(depositAmounts).toContain(deposit.amount);
    await expect(page.getByTestId('history-type-cell').first()).toHaveText(L.deposit);
    await page.getByTestId('history-type').selectOption('withdraw');
    await expect(page.getByTestId('transaction-history')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('history-amount').first()).toHaveAttribute('data-value', '-500');
    await expect(page.getByTestId('history-type-cell').first()).toHaveText(L.withdrawal);
  });
}
