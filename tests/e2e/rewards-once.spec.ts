/**
 * A reward, a raffle prize or a mission reward is claimed once, and the member is told the truth,
 * when the answer to the claim is lost. The platform applies the claim and the answer is
 * dropped; the platform refuses it with a 5xx before applying (claimed again, the same key); the
 * page is reloaded while the answer is held; the lists that show a claim cannot be read for a
 * while. The embedded platform's faults (schema/README.md "Fault kinds") arrange each case; its
 * control endpoint says what was credited (the bonus wallet) and how often the claim was sent.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-helpers';
import { expect, holdCheckReadings, lookAt, presetLanguage, test } from './fixtures';

const LANGS = [
  {
    lang: 'es',
    checking: 'Comprobando la operación',
    unknown: 'Aún no sabemos si se hizo',
    checkAgain: 'Comprobar de nuevo',
    rewardClaimed: /^Reclamaste «.+»: \$25\.00$/,
    raffleWon: /^¡Premio de la rifa reclamado! \$\d+\.\d{2}$/,
    missionClaimed: /^Recompensa de misión reclamada: \$\d+\.\d{2}$/,
    failed: 'La conexión de red no es estable. Inténtalo de nuevo.',
  },
  {
    lang: 'en',
    checking: 'Checking the operation',
    unknown: 'We do not know yet whether it went through',
    checkAgain: 'Check again',
    rewardClaimed: /^You claimed “.+”: \$25\.00$/,
    raffleWon: /^Raffle prize claimed! \$\d+\.\d{2}$/,
    missionClaimed: /^Mission reward claimed: \$\d+\.\d{2}$/,
    failed: 'The network link is abnormal. Please try again.',
  },
] as const;

/** member01's weekly bonus (25.00), waiting in a new scenario. */
const WEEKLY = 'rwd-member01-weekly';

const bonusOf = async (control: { account(username: string): Promise<{ bonusBalance: number } | null> }) => (await control.account(ACCOUNTS.member.username))?.bonusBalance ?? Number.NaN;
const cents = (value: number) => Math.round(value * 100) / 100;
/** The idempotency key of the claim whose outcome is being checked (kept for the tab). */
const pendingKey = (page: Page, command: string) => page.evaluate((name) => (JSON.parse(sessionStorage.getItem(`pending:${name}`) ?? 'null') as { key?: string } | null)?.key ?? null, command);
const centre = (page: Page) => page.getByTestId('reward-centre');
const rewardButton = (page: Page, id: string) => centre(page).locator(`[data-testid="reward-item"][data-id="${id}"]`).getByTestId('reward-claim');
const board = (page: Page) => page.getByTestId('mission-board');

async function openCentre(page: Page) {
  await startSignedIn(page, ACCOUNTS.member, '/member/rewardCenter');
  await expect(centre(page)).toHaveAttribute('data-status', 'ready');
  await expect(rewardButton(page, WEEKLY)).toBeEnabled();
}

for (const L of LANGS) {
  test.describe(`reward centre, claim answer lost (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    if (L.lang === 'es') test(`a reward claimed, then the connection dropped: checked, told claimed, credited once (${L.lang})`, async ({ page, control }) => {
      const before = await bonusOf(control);
      await openCentre(page);
      await control.failNext('rewardClaim', 1, { kind: 'DROP_CONNECTION' });
      const checkMayRead = await holdCheckReadings(page, control, 'rewardClaim');
      await rewardButton(page, WEEKLY).click();
      const outcome = page.getByTestId('claim-outcome');
      await expect(outcome).toContainText(L.checking);
      // every claim button holds while it is checked: pressing again sends nothing
      await rewardButton(page, WEEKLY).click({ force: true });
      checkMayRead();
      await expect(page.getByTestId('reward-claimed')).toHaveText(L.rewardClaimed);
      await expect(outcome).toHaveCount(0);
      await expect(page.getByTestId('reward-action-failure')).toHaveCount(0);
      await expect(centre(page).locator(`[data-testid="reward-item"][data-id="${WEEKLY}"]`)).toHaveCount(0);
      expect(await control.callCount('rewardClaim')).toBe(1);
      expect(await bonusOf(control)).toBe(cents(before + 25));
      expect(await pendingKey(page, 'rewardClaim')).toBeNull();
    });

    if (L.lang === 'en') test(`a reward claim refused with a 500 before it was applied: told failed, and claimed again with the same key it is credited once (${L.lang})`, async ({ page, control }) => {
      const before = await bonusOf(control);
      await openCentre(page);
      await control.failNext('rewardClaim', 1, { httpStatus: 500 });
      await rewardButton(page, WEEKLY).click();
      await expect(page.getByTestId('claim-outcome')).toContainText(L.checking);
      const key = await pendingKey(page, 'rewardClaim');
      expect(key).toMatch(/^\S{8,}$/);
      await expect(page.getByTestId('reward-action-failure')).toHaveText(L.failed);
      await expect(page.getByTestId('claim-outcome')).toHaveCount(0);
      expect(await bonusOf(control)).toBe(before);
      // claimed again (this answer dropped too): the same key, checked, credited once
      await control.failNext('rewardClaim', 1, { kind: 'DROP_CONNECTION' });
      await rewardButton(page, WEEKLY).click();
      await expect(page.getByTestId('claim-outcome')).toContainText(L.checking);
      expect(await pendingKey(page, 'rewardClaim')).toBe(key);
      await expect(page.getByTestId('reward-claimed')).toHaveText(L.rewardClaimed);
      await expect(page.getByTestId('reward-action-failure')).toHaveCount(0);
      expect(await control.callCount('rewardClaim')).toBe(2);
      expect(await bonusOf(control)).toBe(cents(before + 25));
    });

    if (L.lang === 'es') test(`a raffle claim whose lists cannot be read: "we do not know yet", held, and checked again it tells the prize, claimed once (${L.lang})`, async ({ page, control }, testInfo) => {
      const before = await bonusOf(control);
      await openCentre(page);
      const raffle = centre(page).locator('[data-testid="raffle-item"][data-claimed="false"]');
      await expect(raffle).toHaveCount(1);
      await control.failNext('raffleClaim', 1, { kind: 'DROP_CONNECTION' });
      // every reading of the raffles fails (a GET may be tried again by the adapter: plenty)
      await control.failNext('raffleStatus', 50, { httpStatus: 500 });
      await raffle.getByTestId('raffle-claim').click();
      const outcome = page.getByTestId('claim-outcome');
      await expect(outcome).toHaveAttribute('data-outcome', 'checking');
      // the readings' half minute, on the page's clock
      await expect
        .poll(async () => {
          await page.clock.fastForward(2_000);
          return outcome.getAttribute('data-outcome');
        }, { timeout: 30_000 })
        .toBe('unknown');
      await expect(outcome).toContainText(L.unknown);
      await expect(raffle.getByTestId('raffle-claim')).toHaveAttribute('aria-busy', 'true');
      await expect(rewardButton(page, WEEKLY)).toBeDisabled();
      await lookAt(page, testInfo.outputPath(`claim-unknown-${L.lang}.png`));
      expect(await control.callCount('raffleClaim')).toBe(1);
      // the raffles answer again: checking again finds the prize claimed
      await control.clearFailures();
      await outcome.getByRole('button', { name: L.checkAgain }).click();
      await expect(page.getByTestId('raffle-won')).toHaveText(L.raffleWon);
      await expect(outcome).toHaveCount(0);
      const prize = Number(((await page.getByTestId('raffle-prize').textContent()) ?? '').replace(/[^\d.]/g, ''));
      expect(prize).toBeGreaterThan(0);
      expect(await control.callCount('raffleClaim')).toBe(1);
      expect(await bonusOf(control)).toBe(cents(before + prize));
    });
  });

  if (L.lang === 'en') test.describe(`missions, claim answer lost (${L.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await presetLanguage(page, L.lang);
    });

    test(`claimed then dropped, and another reloaded while its answer was held: each checked, told claimed, credited once (${L.lang})`, async ({ page, control }) => {
      const before = await bonusOf(control);
      await startSignedIn(page, ACCOUNTS.member, '/member/missionLeaderboard');
      await expect(board(page)).toHaveAttribute('data-status', 'ready');
      const claimable = board(page).locator('[data-testid="mission"][data-state="CLAIMABLE"]');
      await expect(claimable).toHaveCount(2);
      const [first, second] = [(await claimable.nth(0).getAttribute('data-mission')) ?? '', (await claimable.nth(1).getAttribute('data-mission')) ?? ''];
      const rewards = new Map((await control.missions(ACCOUNTS.member.username)).map((mission) => [mission.missionId, mission.reward]));
      const mission = (id: string) => board(page).locator(`[data-testid="mission"][data-mission="${id}"]`);

      // applied, then the connection dropped
      await control.failNext('missionClaim', 1, { kind: 'DROP_CONNECTION' });
      const checkMayRead = await holdCheckReadings(page, control, 'missionClaim');
      await mission(first).getByTestId('mission-claim').click();
      const outcome = page.getByTestId('mission-outcome');
      await expect(outcome).toContainText(L.checking);
      await mission(second).getByTestId('mission-claim').click({ force: true });
      checkMayRead();
      await expect(page.getByTestId('mission-claimed')).toHaveText(L.missionClaimed);
      await expect(outcome).toHaveCount(0);
      await expect(page.getByTestId('mission-action-failure')).toHaveCount(0);
      await expect(mission(first)).toHaveAttribute('data-state', 'CLAIMED');
      expect(await control.callCount('missionClaim')).toBe(1);
      await expect.poll(() => bonusOf(control)).toBe(cents(before + (rewards.get(first) ?? 0)));

      // the next one's answer held, the page reloaded: the check resumes before any claim is offered
      await control.failNext('missionClaim', 1, { kind: 'SLOW', delayMs: 60_000 });
      await mission(second).getByTestId('mission-claim').click();
      await expect(mission(second).getByTestId('mission-claim')).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => control.callCount('missionClaim')).toBe(2);
      await page.reload();
      await expect(page.getByTestId('mission-claimed')).toHaveText(L.missionClaimed);
      await expect(mission(second)).toHaveAttribute('data-state', 'CLAIMED');
      expect(await control.callCount('missionClaim')).toBe(2);
      expect(await bonusOf(control)).toBe(cents(before + (rewards.get(first) ?? 0) + (rewards.get(second) ?? 0)));
      expect(await pendingKey(page, 'missionClaim')).toBeNull();
    });
  });
}
