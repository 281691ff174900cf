/** Helpers the ledger charts' UI maps share: serving a call's answer, holding it, picking a range of days, a live balance change. Only tests import this file. */
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { ControlClient } from '../../../schema/control/client';
import { addMonths, monthsBetween } from '../../today';
import { uiText } from '../locale-text';

export const endsWith = (suffix: string) => (url: URL) => url.pathname.endsWith(suffix);

/** The call's next answer is `value` (the platform's envelope). */
export async function answerOnce(page: Page, suffix: string, value: unknown): Promise<void> {
  await page.route(endsWith(suffix), (route) => route.fulfill({ json: { success: true, value, message: null, errorCode: null } }), { times: 1 });
}

/** The call's next answer is a refusal with `errorCode`. */
export async function refuseOnce(page: Page, suffix: string, errorCode = '#727'): Promise<void> {
  await page.route(endsWith(suffix), (route) => route.fulfill({ json: { success: false, value: null, message: null, errorCode } }), { times: 1 });
}

/** The call's next request never answers (a state that waits on it can be seen). */
export async function holdOnce(page: Page, suffix: string): Promise<void> {
  await page.route(endsWith(suffix), () => undefined, { times: 1 });
}

/**
 * The platform pushes a balance change to member01's open page over the account socket (once the
 * page's socket is open), as any movement of the account does.
 */
export async function pushBalanceChange(page: Page, control: ControlClient, username: string, timeout: number): Promise<void> {
  await expect(page.getByTestId('live-notices')).toHaveAttribute('data-state', 'open', { timeout });
  await expect.poll(() => control.accountSockets().then((sockets) => sockets.authenticated), { timeout }).toBeGreaterThan(0);
  expect(await control.pushAccountEvent(username, { kind: 'balanceChanged', balance: 100 })).toBeGreaterThan(0);
}

/**
 * Picks from..to (yyyy-mm-dd) in a date-range field's calendar: for each day, pages the calendar
 * from the month it shows to that day's month, forwards or back, as many months as it takes (a
 * year end too), checks it got there after every page, then picks the day.
 */
export async function pickRange(page: Page, field: ReturnType<Page['getByTestId']>, from: string, to: string, timeout: number): Promise<void> {
  await field.getByRole('button', { name: uiText('common:ui.dateRange.open') }).click({ timeout });
  const calendar = page.getByRole('dialog', { name: uiText('common:ui.dateRange.calendar') });
  // the calendar is its own chunk: its days before any paging
  await calendar.locator('[data-day]').first().waitFor({ timeout });
  for (const day of [from, to]) {
    await showMonthOf(calendar, day, timeout);
    await calendar.locator(`[data-day="${day}"]:not([data-outside]) button`).click({ timeout });
  }
}

/** The month's own days (not the neighbours' that fill its first and last weeks). */
const daysOfShownMonth = (calendar: Locator) => calendar.locator('[data-day]:not([data-outside])');

/** Pages the calendar to `day`'s month and asserts it is shown. */
async function showMonthOf(calendar: Locator, day: string, timeout: number): Promise<void> {
  const shown = ((await daysOfShownMonth(calendar).first().getAttribute('data-day', { timeout })) ?? '').slice(0, 7);
  const months = monthsBetween(shown, day);
  const step = calendar.locator(months < 0 ? '.rdp-button_previous' : '.rdp-button_next');
  for (let paged = 1; paged <= Math.abs(months); paged += 1) {
    if (await step.isDisabled()) throw new Error(`the calendar cannot page to ${day}: it stops at ${addMonths(shown, Math.sign(months) * (paged - 1))}`);
    await step.click({ timeout });
    // one page at a time: the next click only once this month is drawn
    await expect(daysOfShownMonth(calendar).first()).toHaveAttribute('data-day', new RegExp(`^${addMonths(shown, Math.sign(months) * paged)}-`), { timeout });
  }
  await expect(daysOfShownMonth(calendar).first(), `the calendar shows ${day}'s month`).toHaveAttribute('data-day', new RegExp(`^${day.slice(0, 7)}-`), { timeout });
}

/**
 * A call the chart may start again while it waits (a new filter while the history loads): the
 * newest request waits here until the path's step says how it ends; an older one belongs to a
 * call the chart dropped and is aborted.
 */
export class AnswerGate {
  private waiting: Route | null = null;
  private readonly answers: { success: boolean; value: unknown; errorCode: string | null }[] = [];

  /** How many requests reached the gate (a step that makes the page call can wait for it). */
  requests = 0;

  /** A request waits at the gate for its answer (the page's call is still out). */
  get pending(): boolean {
    return this.waiting !== null;
  }

  async request(route: Route): Promise<void> {
    this.requests += 1;
    const previous = this.waiting;
    this.waiting = route;
    if (previous) await previous.abort().catch(() => undefined);
    await this.serve();
  }

  async answer(value: unknown): Promise<void> {
    this.answers.push({ success: true, value, errorCode: null });
    await this.serve();
  }

  async refuse(errorCode = '#727'): Promise<void> {
    this.answers.push({ success: false, value: null, errorCode });
    await this.serve();
  }

  private async serve(): Promise<void> {
    const route = this.waiting;
    const answer = this.answers[0];
    if (!route || !answer) return;
    this.waiting = null;
    this.answers.shift();
    await route.fulfill({ json: { ...answer, message: null } }).catch(() => undefined);
    // The page may have dropped this request for a newer one (a filter changed while it ran) just
    // before the answer went; on a busy machine the newer one reaches the gate only later. An answer
    // the page never received is kept for the next request, so a path step's answer is never lost.
    if ((await route.request().response()) === null) {
      this.answers.unshift(answer);
      await this.serve();
    }
  }
}
