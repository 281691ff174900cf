/**
 * One dialog at a time, the one the user most needs first (machines/app/dialogs.machine.ts): what
 * the user asked for, then what the account must answer, then information. A visitor who comes to
 * sign in or register is not shown a popup over the form, nor after closing it; the consent banner
 * steps aside while a dialog is open; a member signing in with a withdrawal confirmation waiting
 * and a popup due sees the confirmation, then the popup; an agent with a contract offer waiting
 * sees the offer, then the agents' own popup, never the players' rebate popup; in the wide member
 * centre (a page drawn as a dialog) the confirmation shows over it and the popup waits until it closes. The chart's rules
 * themselves are Vitest's (tests/unit/machines/dialogs.test.ts); here, what a user sees, "(es)" on
 * the 390 px phone and "(en)" on the 1280 px desktop.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, accountButton, loginForm, platformApiFor, platformToken, startSignedIn, submitLogin } from './auth-helpers';
import { expect, presetLanguage, test } from './fixtures';

// these journeys meet the popups and the consent question (every other test starts with both answered)
test.use({ publicPopups: 'shown', analyticsConsent: 'unset' });

const TEXTS = {
  es: { visitorPopup: '¡Regístrate y gana!', rebatePopup: 'Reembolso de hoy', agentPopup: 'Liquidación de comisiones del mes', close: 'Cerrar' },
  en: { visitorPopup: 'Sign up and win!', rebatePopup: "Today's rebate", agentPopup: 'Monthly commission settlement', close: 'Close' },
} as const;

const AGENT02 = { username: 'agent02', password: 'Agent2024' };

/** Every modal dialog on screen. */
const dialogs = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');
const publicPopup = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('public-popup') });
const consentBanner = (page: Page) => page.getByTestId('consent-banner');

/** A withdrawal made through the platform, approved and paid in two parts: its confirmation waits for the member. */
async function withdrawalAwaitingConfirmation(page: Page, control: { approveWithdrawal(orderNo: string): Promise<unknown>; payWithdrawalParts(orderNo: string, amounts: readonly number[]): Promise<unknown> }) {
  const api = platformApiFor(page, await platformToken(page, ACCOUNTS.member));
  const { groups } = await api.withdraw.getAccounts();
  const bankCardId = groups.flatMap((group) => group.accounts)[0]?.bankCardId ?? '';
  const order = await api.withdraw.withdraw({ amount: 500, bankCardId, password: '246810', idempotencyKey: `dialog-manager-${Math.random().toString(36).slice(2)}` });
  const orderNo = order?.orderNo ?? '';
  expect(orderNo).not.toBe('');
  await control.approveWithdrawal(orderNo);
  await control.payWithdrawalParts(orderNo, [300, 192.5]);
}

for (const language of ['es', 'en'] as const) {
  const text = TEXTS[language];

  test.describe(`one dialog at a time (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, language);
    });

    test(`a visitor on /: the visitors' popup alone, the consent question after it (${language})`, async ({ page }) => {
      await page.goto('/');
      await expect(publicPopup(page)).toBeVisible();
      await expect(publicPopup(page).getByRole('heading', { name: text.visitorPopup })).toBeVisible();
      await expect(dialogs(page)).toHaveCount(1);
      // the question steps aside while the popup is open, so it never covers the popup's actions
      await expect(consentBanner(page)).toHaveCount(0);
      await publicPopup(page).getByTestId('public-popup-close').click();
      await expect(dialogs(page)).toHaveCount(0);
      await expect(consentBanner(page)).toBeVisible();
    });

    for (const path of ['/login', '/register'] as const) {
      test(`a visitor who comes to ${path} gets its form alone, and no popup after closing it (${language})`, async ({ page }) => {
        const popupsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/MCSFE_getNotices') && (new URL(response.url()).searchParams.get('types') ?? '').includes('PU'));
        await page.goto(path);
        const form = dialogs(page);
        await expect(form).toHaveCount(1);
        await expect(form.getByTestId(path === '/login' ? 'login-form' : 'register-form')).toBeVisible();
        await popupsAnswered;
        await expect(page.getByTestId('home-ready')).toBeAttached();
        // the form stays usable: typing in it is not interrupted by the visitors' popup
        await form.getByRole('textbox').first().fill('someone');
        await expect(dialogs(page)).toHaveCount(1);
        await expect(publicPopup(page)).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(dialogs(page)).toHaveCount(0);
        await expect(page.getByTestId('home-ready')).toBeVisible();
        await expect(publicPopup(page)).toHaveCount(0);
      });
    }

    test(`a visitor on the agent site's sign-in page is shown no popup over it (${language})`, async ({ page }) => {
      const popupsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/MCSFE_getNotices') && (new URL(response.url()).searchParams.get('types') ?? '').includes('PU'));
      await page.goto('/agent');
      await expect(loginForm(page)).toBeVisible();
      await popupsAnswered;
      await loginForm(page).getByRole('textbox').first().fill('agent');
      await expect(dialogs(page)).toHaveCount(0);
    });

    test(`member01 signing in with a withdrawal confirmation waiting and a popup due: the confirmation first, then the popup (${language})`, async ({ page, control }) => {
      await withdrawalAwaitingConfirmation(page, control);
      await page.goto('/login');
      await submitLogin(page, ACCOUNTS.member);
      await expect(accountButton(page)).toBeVisible();
      const confirmation = page.getByTestId('withdrawal-confirmation');
      await expect(confirmation).toBeVisible();
      await expect(dialogs(page)).toHaveCount(1);
      await expect(publicPopup(page)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(confirmation).toHaveCount(0);
      await expect(publicPopup(page).getByRole('heading', { name: text.rebatePopup })).toBeVisible();
      await expect(dialogs(page)).toHaveCount(1);
      await publicPopup(page).getByTestId('public-popup-close').click();
      await expect(dialogs(page)).toHaveCount(0);
    });

    if (language === 'en') {
      // on the desktop the member centre is a page drawn as a dialog
      test(`member01 in the wide member centre: the waiting confirmation over it at once, the popup only once the centre is closed (${language})`, async ({ page, control }) => {
        await withdrawalAwaitingConfirmation(page, control);
        await startSignedIn(page, ACCOUNTS.member, '/member/withdraw');
        const centre = page.getByTestId('member-centre');
        const confirmation = page.getByTestId('withdrawal-confirmation');
        await expect(centre).toBeVisible();
        await expect(confirmation.getByTestId('confirmation-part')).toHaveCount(2);
        await expect(dialogs(page)).toHaveCount(2);
        await page.keyboard.press('Escape');
        await expect(confirmation).toHaveCount(0);
        await expect(page.getByTestId('withdraw-form')).toBeVisible();
        await expect(publicPopup(page)).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(centre).toHaveCount(0);
        await expect(publicPopup(page).getByRole('heading', { name: text.rebatePopup })).toBeVisible();
        await expect(dialogs(page)).toHaveCount(1);
      });
    }

    test(`agent02 signing in with a contract offer waiting: the offer first, then the agents' popup, never the players' (${language})`, async ({ page }) => {
      await page.goto('/agent');
      await submitLogin(page, AGENT02);
      const offers = page.getByRole('dialog').filter({ has: page.getByTestId('contract-dialog') });
      await expect(offers).toBeVisible();
      await expect(dialogs(page)).toHaveCount(1);
      await offers.getByRole('button', { name: text.close, exact: true }).first().click();
      await expect(offers).toHaveCount(0);
      await expect(publicPopup(page).getByRole('heading', { name: text.agentPopup })).toBeVisible();
      await expect(dialogs(page)).toHaveCount(1);
      await expect(page.getByRole('heading', { name: text.rebatePopup })).toHaveCount(0);
      await publicPopup(page).getByTestId('public-popup-close').click();
      await expect(dialogs(page)).toHaveCount(0);
    });
  });
}
