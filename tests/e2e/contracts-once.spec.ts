/**
 * A contract answer moves value (the agent's pay), so an answer whose answer is lost is checked,
 * never told failed when the platform took it. In the dialog that opens after sign-in:
 * the platform takes the agent's acceptance and the connection drops, so the app reads the contract
 * info again and says the contract is accepted, answered once; a 500 before the platform took it is
 * checked and told failed, and the retry carries the same idempotency key and is taken once; a
 * reload while the answer is held resumes the check in the dialog; when the readings never tell, the app says so, holds the answers, and "check again" finds it. In
 * Spanish on the phone agent42 accepts agent41's real-time salary offer (a POST: the key in the
 * body); in English on the desktop agent02 accepts agent01's daily salary offer after the lower-rate
 * consent (a GET: the key in the query). The agent's own offer is checked the same way: agent01's
 * dividend offer to agent02, taken and its answer dropped, is told offered and made once (es, the
 * phone). The embedded platform's faults (schema/README.md "Fault kinds") arrange each case.
 */
import type { Page, Request } from '@playwright/test';
import { startSignedIn } from './auth-helpers';
import { expect, holdCheckReadings, lookAt, presetLanguage, test } from './fixtures';
import es from '../../locales/es/contracts.json' with { type: 'json' };
import en from '../../locales/en/contracts.json' with { type: 'json' };

const CASES = [
  {
    lang: 'es',
    texts: es,
    agent: { username: 'agent42', password: 'Agent2024' },
    contractId: 'contract-5',
    route: 'contractRealTimeSalary',
    path: '/MCSFE_processRealTimeSalaryContract',
    consent: false,
    checking: 'Comprobando la operación',
    unknown: 'Aún no sabemos si se hizo',
    checkAgain: 'Comprobar de nuevo',
    kind: 'REALTIME_SALARY',
    gameType: 'RNG',
    failed: 'La conexión de red no es estable. Inténtalo de nuevo.',
  },
  {
    lang: 'en',
    texts: en,
    agent: { username: 'agent02', password: 'Agent2024' },
    contractId: 'contract-2',
    route: 'contractDailySalary',
    path: '/MCSFE_processDailySalaryContract',
    consent: true,
    checking: 'Checking the operation',
    unknown: 'We do not know yet whether it went through',
    checkAgain: 'Check again',
    kind: 'DAILY_SALARY',
    gameType: 'RNG',
    failed: 'The network link is abnormal. Please try again.',
  },
] as const;

type Case = (typeof CASES)[number];

/** What the dialog says once the acceptance went through, in the case's language. */
const acceptedText = (C: Case) => C.texts.answered.accept.replace('{{kind}}', C.texts.kinds[C.kind]).replace('{{gameType}}', C.texts.gameTypes[C.gameType]);

const dialog = (page: Page) => page.locator('#contract-dialog');

/** The idempotency keys of the answers the page sent (a read carries no status): the query of a GET, the body of a POST. */
function answerKeys(page: Page, C: Case): string[] {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(C.path)) return;
    const fields: Record<string, unknown> = request.method() === 'GET' ? Object.fromEntries(url.searchParams) : ((request.postDataJSON() as Record<string, unknown> | null) ?? {});
    if (fields.status !== undefined) keys.push(String(fields.idempotencyKey ?? ''));
  });
  return keys;
}

/** Signs in, waits for the offer in the dialog, and accepts it (with the lower-rate consent where it asks). */
async function openOffer(page: Page, C: Case) {
  await presetLanguage(page, C.lang);
  await startSignedIn(page, C.agent, '/agentHome');
  const offer = dialog(page).locator(`[data-testid="contract-waiting"][data-contract="${C.contractId}"]`);
  await expect(offer.getByRole('button', { name: C.texts.answers.accept, exact: true })).toBeEnabled();
  return offer;
}

async function accept(page: Page, C: Case) {
  const offer = dialog(page).locator(`[data-testid="contract-waiting"][data-contract="${C.contractId}"]`);
  await offer.getByRole('button', { name: C.texts.answers.accept, exact: true }).click();
  if (C.consent) await dialog(page).getByTestId('contract-consent').getByRole('button', { name: C.texts.consent.agree }).click();
}

const statusOf = async (control: { contracts(username?: string): Promise<readonly { id: string; status: string }[]> }, C: Case) =>
  (await control.contracts(C.agent.username)).find((row) => row.id === C.contractId)?.status;

for (const C of CASES) {
  test.describe(`a contract answer whose answer is lost (${C.lang})`, () => {
    test(`taken, then the connection dropped: checked, told accepted, answered once (${C.lang})`, async ({ page, control }) => {
      const keys = answerKeys(page, C);
      const offer = await openOffer(page, C);
      const callsBefore = await control.callCount(C.route);
      await control.failNext(C.route, 1, { kind: 'DROP_CONNECTION' });
      const checkMayRead = await holdCheckReadings(page, control, C.route);
      await accept(page, C);
      const outcome = dialog(page).getByTestId('contract-outcome');
      await expect(outcome).toContainText(C.checking);
      // the answers hold while it is checked: pressing again sends nothing
      await expect(offer.getByRole('button', { name: C.texts.answers.accept, exact: true })).toBeDisabled();
      await offer.getByRole('button', { name: C.texts.answers.reject, exact: true }).click({ force: true });
      checkMayRead();
      await expect(dialog(page).getByTestId('contract-answered')).toHaveText(acceptedText(C));
      await expect(outcome).toHaveCount(0);
      await expect(dialog(page).getByTestId('contract-failure')).toHaveCount(0);
      await expect(offer).toHaveCount(0);
      expect(await statusOf(control, C)).toBe('A');
      expect(await control.callCount(C.route)).toBe(callsBefore + 1);
      expect(keys).toHaveLength(1);
      expect(keys[0]?.length).toBeGreaterThanOrEqual(8);
    });

    test(`refused with a 500 before it was taken: checked, told failed, and the retry with the same key is taken once (${C.lang})`, async ({ page, control }) => {
      const keys = answerKeys(page, C);
      const offer = await openOffer(page, C);
      await control.failNext(C.route, 1, { httpStatus: 500 });
      await accept(page, C);
      await expect(dialog(page).getByTestId('contract-outcome')).toContainText(C.checking);
      const failure = dialog(page).getByTestId('contract-failure');
      await expect(failure).toContainText(C.failed);
      await expect(dialog(page).getByTestId('contract-outcome')).toHaveCount(0);
      expect(await statusOf(control, C)).toBe('P');
      // the offer is still there; the agent's answer is kept for the retry
      await expect(offer).toBeVisible();
      await failure.getByRole('button', { name: C.texts.retry, exact: true }).click();
      await expect(dialog(page).getByTestId('contract-answered')).toHaveText(acceptedText(C));
      expect(await statusOf(control, C)).toBe('A');
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    test(`reloaded while the answer was held: the dialog resumes the check, no answer offered first, told accepted, answered once (${C.lang})`, async ({ page, control }) => {
      const offer = await openOffer(page, C);
      const callsBefore = await control.callCount(C.route);
      await control.failNext(C.route, 1, { kind: 'SLOW', delayMs: 60_000 });
      await accept(page, C);
      await expect(offer.getByRole('button', { name: C.texts.answers.reject, exact: true })).toBeDisabled();
      await expect.poll(() => control.callCount(C.route)).toBe(callsBefore + 1);
      await page.reload();
      await expect(dialog(page).getByTestId('contract-outcome')).toContainText(C.checking);
      await expect(dialog(page).getByTestId('contract-answered')).toHaveText(acceptedText(C));
      await expect(offer).toHaveCount(0);
      expect(await statusOf(control, C)).toBe('A');
      expect(await control.callCount(C.route)).toBe(callsBefore + 1);
    });
  });
}

test(`the readings never tell: said still unknown, the answers held, and checking again finds it accepted (es)`, async ({ page, control }, testInfo) => {
  const C = CASES[0];
  const offer = await openOffer(page, C);
  await control.failNext(C.route, 1, { kind: 'DROP_CONNECTION' });
  // every reading of the contract info is refused (a refusal, which the adapter does not repeat)
  await control.failNext('consolidatedFunds', 20, { errorCode: 'system.busy' });
  await accept(page, C);
  const outcome = dialog(page).getByTestId('contract-outcome');
  await expect(outcome).toContainText(C.checking);
  // the readings' half minute, on the page's clock
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(8_000);
        return outcome.getAttribute('data-outcome');
      },
      { intervals: [200] },
    )
    .toBe('unknown');
  await expect(outcome).toContainText(C.unknown);
  await expect(offer.getByRole('button', { name: C.texts.answers.accept, exact: true })).toBeDisabled();
  await lookAt(page, testInfo.outputPath(`contract-outcome-unknown-${C.lang}.png`));
  expect(await control.callCount(C.route)).toBe(1);
  await control.clearFailures();
  await outcome.getByRole('button', { name: C.checkAgain }).click();
  await page.clock.fastForward(2_000);
  await expect(dialog(page).getByTestId('contract-answered')).toHaveText(acceptedText(C));
  expect(await statusOf(control, C)).toBe('A');
  expect(await control.callCount(C.route)).toBe(1);
});

/**
 * The agent's own offer moves value too (the downline's pay): agent01 offers agent02 a dividend on
 * RNG through "my downlines' contracts" (a GET: the key in the query), the platform takes it and
 * the connection drops. The app reads the kind's contracts again and says it was offered, once.
 */
test(`an offer the platform took whose answer was lost: checked, told offered, offered once with one key (es)`, async ({ page, control }) => {
  const o = es.offer;
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/MCSFE_processContractDividend') && url.searchParams.get('status') === 'P') keys.push(url.searchParams.get('idempotencyKey') ?? '');
  });
  const offered = async () => (await control.contracts('agent01')).filter((row) => row.kind === 'DIVIDEND' && row.upline === 'agent01' && row.downline === 'agent02' && row.gameType === 'RNG');
  await presetLanguage(page, 'es');
  await startSignedIn(page, { username: 'agent01', password: 'Agent2024' }, '/agentHome/agentDividendRecordCopy2');
  await page.getByTestId('contract-page').getByRole('tab', { name: es.views.downlines }).click();
  const view = page.getByTestId('downline-contracts');
  await expect(view).toHaveAttribute('data-status', 'ready');
  expect(await offered()).toHaveLength(0);

  await view.getByRole('button', { name: o.new }).click();
  const form = page.getByTestId('offer-form');
  await form.getByRole('combobox', { name: o.downline, exact: true }).selectOption('agent02');
  await form.getByRole('combobox', { name: o.gameType, exact: true }).selectOption('RNG');
  await form.getByRole('combobox', { name: o.period, exact: true }).selectOption('SEMIMONTHLY');
  const tier = form.getByTestId('offer-tier').first();
  await tier.getByRole('textbox', { name: es.tiers.minimumBet, exact: true }).fill('1000');
  await tier.getByRole('textbox', { name: es.tiers.netLoss, exact: true }).fill('500');
  await tier.getByRole('textbox', { name: es.tiers.activeMembers, exact: true }).fill('2');
  await tier.getByRole('textbox', { name: o.rate, exact: true }).fill('12');

  // the platform takes the offer, then the connection drops
  await control.failNext('contractDividend', 1, { kind: 'DROP_CONNECTION' });
  const checkMayRead = await holdCheckReadings(page, control, 'contractDividend');
  await form.getByTestId('offer-submit').click();
  const outcome = form.getByTestId('offer-outcome');
  await expect(outcome).toContainText(CASES[0].checking);
  // said where the player looks: the submit was at the form's foot, the notice is above the form
  await expect(outcome).toBeInViewport();
  // the form holds while it is checked: pressing again sends nothing
  await form.getByTestId('offer-submit').click({ force: true });
  checkMayRead();
  await expect(view.getByTestId('offer-notice')).toHaveText(o.notices.offered);
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('offer-failure')).toHaveCount(0);
  const offers = await offered();
  expect(offers).toHaveLength(1);
  expect(offers[0]).toMatchObject({ status: 'P', period: 'SEMIMONTHLY' });
  await expect(view.locator(`[data-testid="downline-contract"][data-contract="${offers[0]?.id ?? ''}"]`)).toHaveAttribute('data-status', 'P');
  expect(keys).toHaveLength(1);
  expect(keys[0]?.length).toBeGreaterThanOrEqual(8);
});
