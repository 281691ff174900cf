/**
 * Money never moves twice, and the player is told the truth, when the answer to a money command is
 * lost. For each command: the platform applies it and the answer is dropped; the
 * platform refuses it with a 5xx before applying; the page is reloaded while the answer is held.
 * The embedded platform's faults (schema/README.md "Fault kinds") arrange each case.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, holdCheckReadings, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    checking: 'Comprobando la operación',
    done: /Transferencia hecha: \$40\.00 de Cartera principal a PG/,
    failed: 'La conexión de red no es estable. Inténtalo de nuevo.',
  },
  {
    lang: 'en',
    checking: 'Checking the operation',
    done: /Transfer done: \$40\.00 from Main wallet to PG/,
    failed: 'The network link is abnormal. Please try again.',
  },
] as const;

async function openTransfer(page: Page, lang: 'es' | 'en') {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.member, '/member/transferFund');
  await expect(page.getByTestId('transfer-form')).toBeVisible();
  await page.getByTestId('transfer-to').selectOption('11');
  await page.getByTestId('transfer-amount').fill('40');
}

for (const L of LANGS) {
  test.describe(`wallet transfer, answer lost (${L.lang})`, () => {
    if (L.lang === 'es') test('applied, then the connection dropped: checked, said done, moved once', async ({ page, control }) => {
      const before = (await control.account('member01'))?.mainBalance ?? 0;
      await openTransfer(page, L.lang);
      await control.failNext('walletTransfer', 1, { kind: 'DROP_CONNECTION' });
      const checkMayRead = await holdCheckReadings(page, control, 'walletTransfer');
      await page.getByTestId('transfer-submit').click();
      const outcome = page.getByTestId('transfer-outcome');
      await expect(outcome).toContainText(L.checking);
      // the form holds while it is checked: pressing again sends nothing
      await page.getByTestId('transfer-submit').click({ force: true });
      checkMayRead();
      await expect(page.getByTestId('transfer-done')).toHaveText(L.done);
      await expect(outcome).toHaveCount(0);
      await expect(page.getByTestId('transfer-error')).toHaveCount(0);
      await expect(page.getByTestId('wallet-PG')).toContainText('40.00');
      expect(await control.callCount('walletTransfer')).toBe(1);
      expect((await control.account('member01'))?.mainBalance).toBe(before - 40);
    });

    if (L.lang === 'en') test('refused with a 500 before it was applied: checked, said failed, and sent again it moves once', async ({ page, control }) => {
      const before = (await control.account('member01'))?.mainBalance ?? 0;
      await openTransfer(page, L.lang);
      await control.failNext('walletTransfer', 1, { httpStatus: 500 });
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('transfer-error')).toHaveText(L.failed);
      await expect(page.getByTestId('transfer-outcome')).toHaveCount(0);
      // nothing typed is lost; the player sends it again
      await expect(page.getByTestId('transfer-amount')).toHaveValue('40');
      expect((await control.account('member01'))?.mainBalance).toBe(before);
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-done')).toHaveText(L.done);
      expect(await control.callCount('walletTransfer')).toBe(2);
      expect((await control.account('member01'))?.mainBalance).toBe(before - 40);
    });

    if (L.lang === 'es') test('reloaded while the answer was held: the check resumes, no new send is offered first', async ({ page, control }) => {
      const before = (await control.account('member01'))?.mainBalance ?? 0;
      await openTransfer(page, L.lang);
      await control.failNext('walletTransfer', 1, { kind: 'SLOW', delayMs: 60_000 });
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('transfer-fund')).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => control.callCount('walletTransfer')).toBe(1);
      await page.reload();
      await expect(page.getByTestId('transfer-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('transfer-done')).toHaveText(L.done);
      expect(await control.callCount('walletTransfer')).toBe(1);
      expect((await control.account('member01'))?.mainBalance).toBe(before - 40);
    });
  });
}

// --- transfers to another account: member01 to its upline agent02, agent01 to its downline agent02 ---

const ACCOUNT_LANGS = [
  {
    lang: 'es',
    checking: 'Comprobando la operación',
    doneChecked: /^Enviaste \$40\.00 a .+\. Lo verás en tu historial\./,
    doneWithOrder: /^Enviaste \$40\.00 a .+\. N\.º de orden: TRF\S*\./,
    failed: 'La conexión de red no es estable. Inténtalo de nuevo.',
    format: 'El formato de la contraseña es incorrecto: la contraseña de pago tiene 6 dígitos.',
  },
  {
    lang: 'en',
    checking: 'Checking the operation',
    doneChecked: /^You sent \$40\.00 to .+\. It shows in your history\./,
    doneWithOrder: /^You sent \$40\.00 to .+\. Order no\.: TRF\S*\./,
    failed: 'The network link is abnormal. Please try again.',
    format: 'Password format is incorrect: the payment password has 6 digits.',
  },
] as const;

/** Where each form lives and who sends to whom. */
const ACCOUNT_FORMS = [
  {
    name: 'transfer to upline',
    route: 'transferToUpline',
    command: 'transferUpline',
    from: 'member01',
    to: 'agent02',
    async open(page: Page) {
      await startSignedIn(page, ACCOUNTS.member, '/member/transferUpline');
      await expect(page.getByTestId('upline-form')).toBeVisible();
      await expect(page.getByTestId('upline-recipient')).toContainText('agent02');
      return page.getByTestId('transfer-upline');
    },
    sentTestId: 'upline-sent',
  },
  {
    name: 'agent transfer to a downline',
    route: 'transferToDownline',
    command: 'transferDownline',
    from: 'agent01',
    to: 'agent02',
    async open(page: Page) {
      await startSignedIn(page, ACCOUNTS.agent, '/agentHome/downlineManagmentView?q=agent02');
      const list = page.getByTestId('downline-management');
      await expect(list).toHaveAttribute('data-status', 'ready');
      await expect(page.getByTestId('downline-name')).toHaveText(['agent02']);
      await list.getByTestId('downline-table').getByRole('button', { name: /^(Enviar dinero a|Send money to) agent02$/ }).click();
      const dialog = page.getByTestId('downline-transfer-dialog');
      await expect(dialog.getByTestId('upline-form')).toBeVisible();
      return dialog;
    },
    sentTestId: 'downline-transfer-sent',
  },
] as const;

const mainOf = async (control: { account(username: string): Promise<{ mainBalance: number } | null> }, username: string) => (await control.account(username))?.mainBalance ?? 0;
const cents = (value: number) => Math.round(value * 100) / 100;
/** The idempotency key of the send whose outcome is being checked (kept for the tab). */
const pendingKey = (page: Page, command: string) => page.evaluate((name) => (JSON.parse(sessionStorage.getItem(`pending:${name}`) ?? 'null') as { key?: string } | null)?.key ?? null, command);

for (const L of ACCOUNT_LANGS) {
  for (const F of ACCOUNT_FORMS) {
    test.describe(`${F.name}, answer lost (${L.lang})`, () => {
      test.beforeEach(async ({ page }) => {
        await presetLanguage(page, L.lang);
      });

      if (L.lang === 'en') test(`applied, then the connection dropped: checked, said sent, moved once (${L.lang})`, async ({ page, control }) => {
        const [fromBefore, toBefore] = [await mainOf(control, F.from), await mainOf(control, F.to)];
        const box = await F.open(page);
        await box.getByTestId('upline-amount').fill('40');
        await box.getByTestId('upline-password').fill('246810');
        await control.failNext(F.route, 1, { kind: 'DROP_CONNECTION' });
        const checkMayRead = await holdCheckReadings(page, control, F.route);
        await box.getByTestId('upline-submit').click();
        const outcome = box.getByTestId('upline-outcome');
        await expect(outcome).toContainText(L.checking);
        // the form holds while it is checked: pressing again sends nothing
        await expect(box.getByTestId('upline-submit')).toHaveAttribute('aria-busy', 'true');
        await box.getByTestId('upline-submit').click({ force: true });
        checkMayRead();
        await expect(box.getByTestId(F.sentTestId)).toHaveText(L.doneChecked);
        await expect(outcome).toHaveCount(0);
        await expect(box.getByTestId('upline-error')).toHaveCount(0);
        expect(await control.callCount(F.route)).toBe(1);
        expect(await mainOf(control, F.from)).toBe(cents(fromBefore - 40));
        expect(await mainOf(control, F.to)).toBe(cents(toBefore + 40));
        expect(await pendingKey(page, F.command)).toBeNull();
      });

      if (L.lang === 'es') test(`refused with a 500 before it was applied: checked, said failed, and sent again with the same key it moves once (${L.lang})`, async ({ page, control }) => {
        const fromBefore = await mainOf(control, F.from);
        const box = await F.open(page);
        await box.getByTestId('upline-amount').fill('40');
        await box.getByTestId('upline-password').fill('246810');
        await control.failNext(F.route, 1, { httpStatus: 500 });
        await box.getByTestId('upline-submit').click();
        await expect(box.getByTestId('upline-outcome')).toContainText(L.checking);
        const key = await pendingKey(page, F.command);
        expect(key).toMatch(/^\S{8,}$/);
        await expect(box.getByTestId('upline-error')).toHaveText(L.failed);
        await expect(box.getByTestId('upline-outcome')).toHaveCount(0);
        // nothing typed is lost, nothing moved; the player sends it again (this answer dropped too)
        await expect(box.getByTestId('upline-amount')).toHaveValue('40');
        await expect(box.getByTestId('upline-password')).toHaveValue('246810');
        expect(await mainOf(control, F.from)).toBe(fromBefore);
        await control.failNext(F.route, 1, { kind: 'DROP_CONNECTION' });
        await box.getByTestId('upline-submit').click();
        await expect(box.getByTestId('upline-outcome')).toContainText(L.checking);
        expect(await pendingKey(page, F.command)).toBe(key);
        await expect(box.getByTestId(F.sentTestId)).toHaveText(L.doneChecked);
        expect(await control.callCount(F.route)).toBe(2);
        expect(await mainOf(control, F.from)).toBe(cents(fromBefore - 40));
      });

      if (L.lang === 'en') test(`reloaded while the answer was held: the check resumes, no new send is offered first (${L.lang})`, async ({ page, control }) => {
        const fromBefore = await mainOf(control, F.from);
        const box = await F.open(page);
        await box.getByTestId('upline-amount').fill('40');
        await box.getByTestId('upline-password').fill('246810');
        await control.failNext(F.route, 1, { kind: 'SLOW', delayMs: 60_000 });
        await box.getByTestId('upline-submit').click();
        await expect(box.getByTestId('upline-form')).toHaveAttribute('aria-busy', 'true');
        await expect.poll(() => control.callCount(F.route)).toBe(1);
        await page.reload();
        // the downline's flow lives in its dialog: opened again, it checks before it offers a send
        let again = page.getByTestId('transfer-upline');
        if (F.command === 'transferDownline') {
          await page.getByTestId('downline-table').getByRole('button', { name: /^(Enviar dinero a|Send money to) agent02$/ }).click();
          again = page.getByTestId('downline-transfer-dialog');
        }
        await expect(again.getByTestId(F.sentTestId)).toHaveText(L.doneChecked);
        expect(await control.callCount(F.route)).toBe(1);
        expect(await mainOf(control, F.from)).toBe(cents(fromBefore - 40));
      });

      if (L.lang === 'es') test(`payment passwords of the wrong shape are refused in the form, what was typed kept, nothing sent (${L.lang})`, async ({ page, control }) => {
        const fromBefore = await mainOf(control, F.from);
        const box = await F.open(page);
        const field = box.getByTestId('upline-password');
        await box.getByTestId('upline-amount').fill('40');
        for (const typed of ['abcdef', '123', '12😀', '1a'.repeat(5_000)]) {
          await field.fill(typed);
          const shown = await field.inputValue();
          // the field may cap what it takes (6 characters), but never empties it
          expect(shown).not.toBe('');
          expect(typed.startsWith(shown)).toBe(true);
          await box.getByTestId('upline-submit').click();
          await expect(box.getByText(L.format)).toBeVisible();
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect(field).toHaveValue(shown);
          await expect(box.getByTestId('upline-amount')).toHaveValue('40');
        }
        // a right one goes at once
        await field.fill('246810');
        await box.getByTestId('upline-submit').click();
        await expect(box.getByTestId(F.sentTestId)).toHaveText(L.doneWithOrder);
        expect(await control.callCount(F.route)).toBe(1);
        expect(await mainOf(control, F.from)).toBe(cents(fromBefore - 40));
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Points convert and redeem (member01: 12,500 points, payment password 246810; reward-2 is the
// virtual $10 credit for 1,000 points)

const POINTS_LANGS = [
  {
    lang: 'es',
    checking: 'Comprobando la operación',
    converted: /Convertiste 500 pts en/,
    redeemed: /Canje enviado: 1 × .+ por 1,000 pts/,
    failed: 'La conexión de red no es estable. Inténtalo de nuevo.',
    passwordFormat: 'Formato de contraseña incorrecto: la contraseña de pago tiene 6 dígitos.',
  },
  {
    lang: 'en',
    checking: 'Checking the operation',
    converted: /You converted 500 pts into/,
    redeemed: /Redeem sent: 1 × .+ for 1,000 pts/,
    failed: 'The network link is abnormal. Please try again.',
    passwordFormat: 'Password format is incorrect: the payment password has 6 digits.',
  },
] as const;

const MEMBER_PAYMENT_PASSWORD = '246810';

async function openMall(page: Page, lang: 'es' | 'en') {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.member, '/pointMall');
  await expect(page.getByTestId('mall-rewards')).toHaveAttribute('data-status', 'ready');
}

async function fillConvert(page: Page, points: string, password: string) {
  await page.getByTestId('convert-points').fill(points);
  await page.getByTestId('convert-password').fill(password);
}

/** The redeem dialog of reward-2 at its password step, quantity 1. */
async function toRedeemPassword(page: Page) {
  await page.getByTestId('redeem-reward-2').click();
  await page.getByTestId('redeem-quantity').fill('1');
  await page.getByTestId('redeem-next').click();
  await expect(page.getByTestId('redeem-dialog')).toHaveAttribute('data-step', 'password');
  await page.getByTestId('redeem-password').fill(MEMBER_PAYMENT_PASSWORD);
}

const pointsOf = async (control: { account(username: string): Promise<{ points: number } | null> }) => (await control.account(ACCOUNTS.member.username))?.points ?? Number.NaN;

for (const L of POINTS_LANGS) {
  test.describe(`points convert, answer lost (${L.lang})`, () => {
    if (L.lang === 'en') test('applied, then the connection dropped: checked, said done, converted once', async ({ page, control }) => {
      const before = await pointsOf(control);
      await openMall(page, L.lang);
      await fillConvert(page, '500', MEMBER_PAYMENT_PASSWORD);
      await control.failNext('pointsConvert', 1, { kind: 'DROP_CONNECTION' });
      const checkMayRead = await holdCheckReadings(page, control, 'pointsConvert');
      await page.getByTestId('convert-submit').click();
      const outcome = page.getByTestId('convert-outcome');
      await expect(outcome).toContainText(L.checking);
      // the form holds while it is checked: pressing again sends nothing
      await page.getByTestId('convert-submit').click({ force: true });
      checkMayRead();
      await expect(page.getByTestId('convert-done')).toHaveText(L.converted);
      await expect(outcome).toHaveCount(0);
      await expect(page.getByTestId('mall-error')).toHaveCount(0);
      expect(await control.callCount('pointsConvert')).toBe(1);
      expect(await pointsOf(control)).toBe(before - 500);
    });

    if (L.lang === 'es') test('refused with a 500 before it was applied: checked, said failed, and sent again it converts once', async ({ page, control }) => {
      const before = await pointsOf(control);
      await openMall(page, L.lang);
      await fillConvert(page, '500', MEMBER_PAYMENT_PASSWORD);
      await control.failNext('pointsConvert', 1, { httpStatus: 500 });
      await page.getByTestId('convert-submit').click();
      await expect(page.getByTestId('convert-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('mall-error')).toHaveText(L.failed);
      await expect(page.getByTestId('convert-outcome')).toHaveCount(0);
      // nothing typed is lost; the member sends it again
      await expect(page.getByTestId('convert-points')).toHaveValue('500');
      expect(await pointsOf(control)).toBe(before);
      await page.getByTestId('convert-submit').click();
      await expect(page.getByTestId('convert-done')).toHaveText(L.converted);
      expect(await control.callCount('pointsConvert')).toBe(2);
      expect(await pointsOf(control)).toBe(before - 500);
    });

    if (L.lang === 'en') test('payment passwords of the wrong shape are refused at the field, kept as typed, and never sent', async ({ page, control }) => {
      await openMall(page, L.lang);
      const field = page.getByTestId('convert-password');
      // letters, three digits, emoji, 10,000 characters (the field takes six; what it took stays)
      for (const typed of ['abcdef', '123', '😀😀😀', 'x'.repeat(10_000)]) {
        await fillConvert(page, '500', typed);
        const shown = await field.inputValue();
        expect(shown).not.toBe('');
        await page.getByTestId('convert-submit').click();
        await expect(page.getByText(L.passwordFormat)).toBeVisible();
        await expect(field).toHaveValue(shown);
        await expect(page.getByTestId('convert-points')).toHaveValue('500');
      }
      await expect(page.getByTestId('convert-done')).toHaveCount(0);
      expect(await control.callCount('pointsConvert')).toBe(0);
    });

    if (L.lang === 'es') test('reloaded while the answer was held: the check resumes, no new conversion is offered first', async ({ page, control }) => {
      const before = await pointsOf(control);
      await openMall(page, L.lang);
      await fillConvert(page, '500', MEMBER_PAYMENT_PASSWORD);
      await control.failNext('pointsConvert', 1, { kind: 'SLOW', delayMs: 60_000 });
      await page.getByTestId('convert-submit').click();
      await expect(page.getByTestId('convert-submit')).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => control.callCount('pointsConvert')).toBe(1);
      await page.reload();
      await expect(page.getByTestId('convert-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('convert-done')).toHaveText(L.converted);
      expect(await control.callCount('pointsConvert')).toBe(1);
      expect(await pointsOf(control)).toBe(before - 500);
    });
  });

  test.describe(`points redeem, answer lost (${L.lang})`, () => {
    if (L.lang === 'en') test('applied, then the connection dropped: checked, the dialog says done, redeemed once', async ({ page, control }) => {
      const before = await pointsOf(control);
      const redeemsBefore = (await control.pointsRedeems(ACCOUNTS.member.username)).length;
      await openMall(page, L.lang);
      await toRedeemPassword(page);
      await control.failNext('pointsRedeem', 1, { kind: 'DROP_CONNECTION' });
      const checkMayRead = await holdCheckReadings(page, control, 'pointsRedeem');
      await page.getByTestId('redeem-next').click();
      const outcome = page.getByTestId('redeem-outcome');
      await expect(outcome).toContainText(L.checking);
      // the dialog holds while it is checked: pressing again sends nothing
      await page.getByTestId('redeem-next').click({ force: true });
      checkMayRead();
      await expect(page.getByTestId('redeem-done')).toHaveText(L.redeemed);
      await expect(outcome).toHaveCount(0);
      await expect(page.getByTestId('redeem-error')).toHaveCount(0);
      expect(await control.callCount('pointsRedeem')).toBe(1);
      expect(await pointsOf(control)).toBe(before - 1_000);
      expect((await control.pointsRedeems(ACCOUNTS.member.username)).length).toBe(redeemsBefore + 1);
    });

    if (L.lang === 'es') test('refused with a 500 before it was applied: checked, said failed, and confirmed again it redeems once', async ({ page, control }) => {
      const before = await pointsOf(control);
      const redeemsBefore = (await control.pointsRedeems(ACCOUNTS.member.username)).length;
      await openMall(page, L.lang);
      await toRedeemPassword(page);
      await control.failNext('pointsRedeem', 1, { httpStatus: 500 });
      await page.getByTestId('redeem-next').click();
      await expect(page.getByTestId('redeem-outcome')).toContainText(L.checking);
      await expect(page.getByTestId('redeem-error')).toHaveText(L.failed);
      await expect(page.getByTestId('redeem-outcome')).toHaveCount(0);
      await expect(page.getByTestId('redeem-dialog')).toHaveAttribute('data-step', 'password');
      expect(await pointsOf(control)).toBe(before);
      await page.getByTestId('redeem-password').fill(MEMBER_PAYMENT_PASSWORD);
      await page.getByTestId('redeem-next').click();
      await expect(page.getByTestId('redeem-done')).toHaveText(L.redeemed);
      expect(await control.callCount('pointsRedeem')).toBe(2);
      expect(await pointsOf(control)).toBe(before - 1_000);
      expect((await control.pointsRedeems(ACCOUNTS.member.username)).length).toBe(redeemsBefore + 1);
    });
  });
}
