/**
 * A red envelope opened, or an affiliate link made, once, and the player told the truth, when the
 * answer is lost. For each command: the platform applies it and the connection drops;
 * the platform refuses it with a 500 before applying it, then it is sent again; the page is
 * reloaded while the answer is held. Each behaviour once in Spanish on the phone and once in
 * English on the desktop (the two commands share them out). The embedded platform's faults
 * (schema/README.md "Fault kinds") arrange each case; the control endpoint says what was applied.
 */
import type { Page } from '@playwright/test';
import type { ControlClient } from '../../schema/control/client';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, lookAt, presetLanguage, test } from './fixtures';

const TEXT = {
  es: { checking: 'Comprobando la operación', failed: 'La conexión de red no es estable. Inténtalo de nuevo.', retry: 'Reintentar', won: 'Ganaste' },
  en: { checking: 'Checking the operation', failed: 'The network link is abnormal. Please try again.', retry: 'Try again', won: 'You won' },
} as const;
type Lang = keyof typeof TEXT;

const member = ACCOUNTS.member.username;
const mainBalance = async (control: ControlClient) => (await control.account(member))?.mainBalance ?? 0;

// --- the red envelope: member01, one of 8.88 waiting -----------------------------------------

/** member01 signed in on the home page, the envelope's button showing. */
async function envelopeWaiting(page: Page, lang: Lang) {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.member, '/');
  const button = page.getByTestId('red-envelope-button');
  await expect(button).toBeVisible();
  return button;
}

const envelopeNotice = (page: Page) => page.getByTestId('red-envelope-outcome');

test('red envelope: opened, then the connection dropped: checked, told the amount won, opened once (es)', async ({ page, control }, testInfo) => {
  const T = TEXT.es;
  await control.dropRedEnvelope(member, { amount: 8.88 });
  const before = await mainBalance(control);
  const button = await envelopeWaiting(page, 'es');
  await control.failNext('redEnvelopeOpen', 1, { kind: 'DROP_CONNECTION' });
  // the check's first reading of the records waits until the notice has been looked at
  let release = () => {};
  const looked = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/MCSFE_getTransactionRecord'),
    async (route) => {
      await looked;
      await route.continue();
    },
    { times: 1 },
  );
  await button.click();
  const notice = envelopeNotice(page);
  await expect(notice).toHaveAttribute('data-outcome', 'checking');
  await expect(notice).toContainText(T.checking);
  await lookAt(page, testInfo.outputPath('envelope-outcome-checking-es.png'));
  release();
  await expect(page.getByTestId('red-envelope-won')).toContainText(T.won);
  await expect(page.getByTestId('red-envelope-won')).toContainText('8.88');
  await expect(notice).toHaveCount(0);
  expect(await control.callCount('redEnvelopeOpen')).toBe(1);
  expect((await control.redEnvelopes(member))[0]).toMatchObject({ amount: 8.88, opened: true });
  expect(await mainBalance(control)).toBeCloseTo(before + 8.88, 2);
});

test('red envelope: refused with a 500 before it was opened: checked, told failed, and opened once on retry (en)', async ({ page, control }) => {
  const T = TEXT.en;
  await control.dropRedEnvelope(member, { amount: 8.88 });
  const before = await mainBalance(control);
  const button = await envelopeWaiting(page, 'en');
  await control.failNext('redEnvelopeOpen', 1, { httpStatus: 500 });
  await button.click();
  await expect(envelopeNotice(page)).toContainText(T.checking);
  const failure = page.getByTestId('red-envelope-failure');
  await expect(failure).toContainText(T.failed);
  await expect(envelopeNotice(page)).toHaveCount(0);
  expect((await control.redEnvelopes(member))[0]).toMatchObject({ opened: false });
  expect(await mainBalance(control)).toBeCloseTo(before, 2);
  await failure.getByRole('button', { name: T.retry }).click();
  await expect(page.getByTestId('red-envelope-won')).toContainText('8.88');
  expect(await control.callCount('redEnvelopeOpen')).toBe(2);
  expect(await mainBalance(control)).toBeCloseTo(before + 8.88, 2);
});

test('red envelope: reloaded while the answer was held: the check resumes and finds it opened, no second opening (en)', async ({ page, control }) => {
  await control.dropRedEnvelope(member, { amount: 8.88 });
  const before = await mainBalance(control);
  const button = await envelopeWaiting(page, 'en');
  await control.failNext('redEnvelopeOpen', 1, { kind: 'SLOW', delayMs: 60_000 });
  await button.click();
  await expect(page.getByTestId('red-envelope-dialog')).toHaveAttribute('data-state', 'opening');
  await expect.poll(async () => (await control.redEnvelopes(member))[0]?.opened).toBe(true);
  await page.reload();
  await expect(envelopeNotice(page)).toContainText(TEXT.en.checking);
  await expect(page.getByTestId('red-envelope-won')).toContainText('8.88');
  expect(await control.callCount('redEnvelopeOpen')).toBe(1);
  expect(await mainBalance(control)).toBeCloseTo(before + 8.88, 2);
});

// --- affiliate links: agent01's register centre ----------------------------------------------

async function openLinks(page: Page, lang: Lang) {
  await presetLanguage(page, lang);
  await startSignedIn(page, ACCOUNTS.agent, '/agentHome/registerCenter');
  const links = page.getByTestId('affiliate-links');
  await expect(links).toHaveAttribute('data-status', /^(ready|empty)$/);
  return links;
}

/** Asks for an agent link with `remark`. */
async function createLink(page: Page, remark: string) {
  const links = page.getByTestId('affiliate-links');
  await links.getByTestId('link-type').selectOption('AGENT');
  await links.getByTestId('link-remark').fill(remark);
  await links.getByTestId('link-create').click();
}

const rowsOf = (page: Page, remark: string) => page.getByTestId('affiliate-links').getByTestId('link-row').filter({ hasText: remark });

test('affiliate link: made, then the connection dropped: checked, shown, made once (en)', async ({ page, control }) => {
  await openLinks(page, 'en');
  await control.failNext('createAffiliateUrl', 1, { kind: 'DROP_CONNECTION' });
  await createLink(page, 'socios dropped');
  await expect(page.getByTestId('links-outcome')).toContainText(TEXT.en.checking);
  await expect(rowsOf(page, 'socios dropped')).toHaveCount(1);
  await expect(page.getByTestId('links-outcome')).toHaveCount(0);
  await expect(page.getByTestId('links-action-error')).toHaveCount(0);
  // the form is ready for the next link
  await expect(page.getByTestId('link-remark')).toHaveValue('');
  expect(await control.callCount('createAffiliateUrl')).toBe(1);
  // the platform holds the one link
  await page.reload();
  await expect(rowsOf(page, 'socios dropped')).toHaveCount(1);
});

test('affiliate link: refused with a 500 before it was made: checked, told failed, and asked again it is made once (es)', async ({ page, control }) => {
  await openLinks(page, 'es');
  await control.failNext('createAffiliateUrl', 1, { httpStatus: 500 });
  await createLink(page, 'feria 500');
  await expect(page.getByTestId('links-outcome')).toContainText(TEXT.es.checking);
  await expect(page.getByTestId('links-action-error')).toHaveText(TEXT.es.failed);
  await expect(page.getByTestId('links-outcome')).toHaveCount(0);
  await expect(rowsOf(page, 'feria 500')).toHaveCount(0);
  // what was typed is kept: the agent asks again
  await expect(page.getByTestId('link-remark')).toHaveValue('feria 500');
  await page.getByTestId('link-create').click();
  await expect(rowsOf(page, 'feria 500')).toHaveCount(1);
  expect(await control.callCount('createAffiliateUrl')).toBe(2);
  await page.reload();
  await expect(rowsOf(page, 'feria 500')).toHaveCount(1);
});

test('affiliate link: reloaded while the answer was held: the check resumes and finds the link, no second create (es)', async ({ page, control }) => {
  await openLinks(page, 'es');
  await control.failNext('createAffiliateUrl', 1, { kind: 'SLOW', delayMs: 60_000 });
  await createLink(page, 'recarga');
  await expect(page.getByTestId('link-create')).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => control.callCount('createAffiliateUrl')).toBe(1);
  await page.reload();
  await expect(page.getByTestId('links-outcome')).toContainText(TEXT.es.checking);
  await expect(rowsOf(page, 'recarga')).toHaveCount(1);
  await expect(page.getByTestId('links-outcome')).toHaveCount(0);
  expect(await control.callCount('createAffiliateUrl')).toBe(1);
});
