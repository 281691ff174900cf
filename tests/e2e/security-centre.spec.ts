/**
 * The security centre in Chromium, as member01 meets it: the account with its member ID
 * copied (the copy-success dialog), the level summary, each item done or to do; verifying the
 * e-mail with the code it receives; binding the authenticator app from its QR code and secret
 * (a wrong code refused at its field, the app's current code accepted); changing the payment
 * password (a wrong old one refused at its field); adding an e-wallet (the form's rules, the
 * number shown masked), which the withdraw page then offers, and removing it after a confirmation;
 * resetting the payment password with an SMS code (the new one then approves a change) and verifying
 * the mobile with the SMS code it receives. One journey, in Spanish at 390 px (one language per
 * test: fixtures.ts, presetLanguage).
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { axeViolations } from './axe';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    title: 'Centro de seguridad',
    medium: 'Medio',
    high: 'Alto',
    fourOfSix: '4 de 6 medidas completadas',
    sixOfSix: '6 de 6 medidas completadas',
    copied: 'ID copiado',
    ok: 'Aceptar',
    send: 'Enviar código',
    emailDone: 'Listo: tu correo está verificado.',
    appDone: 'Listo: la app de autenticación está vinculada.',
    appWrong: 'El código de la app no es válido',
    pinDone: 'Listo: cambiaste tu contraseña de pago.',
    pinWrong: 'La contraseña de pago no es correcta.',
    pinReset: 'Listo: restableciste tu contraseña de pago.',
    mobileDone: 'Listo: tu móvil está verificado.',
    walletRule: 'Escribe un correo o un teléfono válido.',
    added: 'Cuenta vinculada.',
    removed: 'Cuenta quitada.',
  },
  {
    lang: 'en',
    title: 'Security centre',
    medium: 'Medium',
    high: 'High',
    fourOfSix: '4 of 6 measures done',
    sixOfSix: '6 of 6 measures done',
    copied: 'ID copied',
    ok: 'OK',
    send: 'Send code',
    emailDone: 'Done: your e-mail is verified.',
    appDone: 'Done: the authenticator app is linked.',
    appWrong: 'The app code is not valid',
    pinDone: 'Done: you changed your payment password.',
    pinWrong: 'The payment password is incorrect.',
    pinReset: 'Done: you reset your payment password.',
    mobileDone: 'Done: your mobile is verified.',
    walletRule: 'Enter a valid e-mail or phone number.',
    added: 'Account linked.',
    removed: 'Account removed.',
  },
] as const;

const centre = (page: Page) => page.getByTestId('security-centre');
const item = (page: Page, id: string) => page.getByTestId(`security-item-${id}`);
const task = (page: Page) => page.getByTestId('security-task');

/** Submits the open task's form and waits for the overview to name it done. */
async function submitTask(page: Page, done: string) {
  await task(page).getByTestId('security-task-submit').click();
  await expect(page.getByTestId('security-done')).toHaveText(done);
  await expect(task(page)).toHaveCount(0);
  await expect(centre(page)).not.toHaveAttribute('aria-busy', 'true');
}

for (const L of LANGS.filter((entry) => entry.lang === 'es')) {
  test(`security centre: account, level, e-mail, authenticator, payment password, payout accounts (${L.lang})`, async ({ page, context, control }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await presetLanguage(page, L.lang);
    await startSignedIn(page, ACCOUNTS.member, '/member/securityCenter');

    // the account and the seeded items: 4 of 6 done
    await expect(page.getByRole('heading', { name: L.title, level: 1 })).toBeVisible();
    await expect(centre(page)).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('security-nickname')).toHaveText('Lucky Member');
    const memberId = (await page.getByTestId('security-member-id').textContent()) ?? '';
    expect(memberId).toMatch(/^\d+$/);
    await expect(page.getByTestId('security-summary')).toContainText(L.medium);
    await expect(page.getByTestId('security-summary')).toContainText(L.fourOfSix);
    await expect(item(page, 'emailVerified')).toHaveAttribute('data-done', 'false');
    await expect(item(page, 'mobileVerified')).toHaveAttribute('data-done', 'true');
    await expect(item(page, 'authenticator')).toHaveAttribute('data-done', 'false');
    expect(await axeViolations(page)).toEqual([]);

    // copy ID: the copy-success dialog, the ID on the clipboard
    await page.getByTestId('security-copy-id').click();
    await expect(page.getByRole('dialog', { name: L.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(memberId);
    await page.getByRole('button', { name: L.ok }).click();
    await expect(page.getByRole('dialog', { name: L.copied })).toHaveCount(0);

    // the e-mail, verified with the code sent to it
    await page.getByTestId('security-open-verifyEmail').click();
    await task(page).getByRole('button', { name: L.send }).click();
    await expect.poll(() => control.securityEmailCode('member01')).toMatch(/^\d{6}$/);
    await task(page).getByTestId('security-code').fill((await control.securityEmailCode('member01')) ?? '');
    await submitTask(page, L.emailDone);
    await expect(item(page, 'emailVerified')).toHaveAttribute('data-done', 'true');

    // the authenticator: QR and secret; a wrong code refused at its field, the current one binds
    await page.getByTestId('security-open-bindAuthenticator').click();
    await expect(task(page).getByRole('img')).toBeVisible();
    await expect(task(page).getByTestId('security-secret-text')).toHaveText(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page, { layer: '[role="dialog"]' })).toEqual([]);
    await lookAt(page, testInfo.outputPath(`security-authenticator-${L.lang}.png`));
    const current = (await control.memberAuthenticatorCode('member01')) ?? '';
    await task(page).getByTestId('security-code').fill(String((Number(current) + 500_000) % 1_000_000).padStart(6, '0'));
    await task(page).getByTestId('security-task-submit').click();
    await expect(task(page).getByText(L.appWrong)).toBeVisible();
    await task(page).getByTestId('security-code').fill((await control.memberAuthenticatorCode('member01')) ?? '');
    await submitTask(page, L.appDone);
    await expect(item(page, 'authenticator')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('security-summary')).toContainText(L.high);
    await expect(page.getByTestId('security-summary')).toContainText(L.sixOfSix);

    // the payment password: a wrong old one refused at its field, what was typed kept
    await page.getByTestId('security-open-changePaymentPassword').click();
    await task(page).getByTestId('security-old-pin').fill('111111');
    await task(page).getByTestId('security-new-pin').fill('135790');
    await task(page).getByTestId('security-confirm-pin').fill('135790');
    await task(page).getByTestId('security-task-submit').click();
    await expect(task(page).getByText(L.pinWrong)).toBeVisible();
    await expect(task(page).getByTestId('security-new-pin')).toHaveValue('135790');
    await task(page).getByTestId('security-old-pin').fill('246810');
    await submitTask(page, L.pinDone);

    // the payment password reset by SMS: the code sent to the member's mobile, no old password asked
    await page.getByTestId('security-open-resetPaymentPassword').click();
    await expect(task(page).getByTestId('security-old-pin')).toHaveCount(0);
    await task(page).getByTestId('sms-send').click();
    await expect.poll(() => control.smsCode(ACCOUNTS.member.mobile)).toMatch(/^\d{6}$/);
    await task(page).getByTestId('security-code').fill((await control.smsCode(ACCOUNTS.member.mobile)) ?? '');
    await task(page).getByTestId('security-new-pin').fill('864202');
    await task(page).getByTestId('security-confirm-pin').fill('864202');
    await submitTask(page, L.pinReset);
    // the new one is the payment password now: it approves a change back to the seeded one
    await page.getByTestId('security-open-changePaymentPassword').click();
    await task(page).getByTestId('security-old-pin').fill('864202');
    await task(page).getByTestId('security-new-pin').fill('246810');
    await task(page).getByTestId('security-confirm-pin').fill('246810');
    await submitTask(page, L.pinDone);

    // an e-wallet: the form's rule, then linked and shown masked
    const payout = page.getByTestId('security-payout');
    await payout.getByTestId('payout-add-E').click();
    const form = page.getByTestId('payout-form');
    await form.getByTestId('payout-bank').selectOption('PAYPAL');
    await expect(form.getByTestId('payout-holder')).toHaveValue('Juan Perez');
    await form.getByTestId('payout-number').fill('juan.perez@');
    await form.getByTestId('payout-submit').click();
    await expect(form.getByText(L.walletRule)).toBeVisible();
    await form.getByTestId('payout-number').fill('juan.perez@example.com');
    await form.getByTestId('payout-submit').click();
    await expect(payout.getByTestId('payout-notice')).toHaveText(L.added);
    const wallet = payout.getByTestId('payout-group-E').getByTestId('payout-account');
    await expect(wallet).toContainText('juan****.com');
    await lookAt(page, testInfo.outputPath(`security-centre-${L.lang}.png`));

    // the withdraw page offers it
    await page.goto('/member/withdraw');
    await expect(page.getByTestId('withdraw-form').locator('option', { hasText: 'juan****.com' })).toHaveCount(1);

    // removed after the confirmation
    await page.goto('/member/securityCenter');
    await expect(wallet).toHaveCount(1);
    await wallet.getByTestId('payout-remove').click();
    await page.getByTestId('payout-remove-confirm').click();
    await expect(payout.getByTestId('payout-notice')).toHaveText(L.removed);
    await expect(wallet).toHaveCount(0);
    expect((await control.calls('unbindWithdrawAccount')).length).toBe(1);

    // the mobile verified with the SMS code it receives (marked to do on the platform first)
    await control.setContactsVerified('member01', { mobile: false });
    await control.advanceClock(61);
    await page.reload();
    await expect(item(page, 'mobileVerified')).toHaveAttribute('data-done', 'false');
    await page.getByTestId('security-open-verifyMobile').click();
    await task(page).getByTestId('sms-send').click();
    await expect.poll(() => control.smsCode(ACCOUNTS.member.mobile)).toMatch(/^\d{6}$/);
    await task(page).getByTestId('security-code').fill((await control.smsCode(ACCOUNTS.member.mobile)) ?? '');
    await submitTask(page, L.mobileDone);
    await expect(item(page, 'mobileVerified')).toHaveAttribute('data-done', 'true');
  });
}
