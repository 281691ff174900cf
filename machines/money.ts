/**
 * Pure rules the money charts share: the main wallet's balance, an amount typed by the member (positive, at most 2
 * decimals, not above what the source holds) and the local days a range names.
 */

import type { Balance } from '../src/api';

/** The main wallet (accountTypeId 1) in a balance, or null when it is not there: what may be sent or withdrawn. */
export function mainBalanceOf(balance: Balance): number | null {
  const main = balance.balance.find((wallet) => wallet.accountTypeId === '1');
  return main && Number.isFinite(main.availBalance) ? main.availBalance : null;
}

/** i18n keys (ledger namespace) of an amount's problems. */
export const AMOUNT_ERRORS = {
  required: 'ledger:amount.required',
  invalid: 'ledger:amount.invalid',
  decimals: 'ledger:amount.decimals',
  positive: 'ledger:amount.positive',
  tooMuch: 'ledger:amount.tooMuch',
} as const;

export type AmountCheck = { readonly ok: true; readonly amount: number } | { readonly ok: false; readonly errorKey: string };

/** Reads a typed amount ("12", "12.5", "12,50"): positive, at most 2 decimals, at most `max`. */
export function checkAmount(text: string, max: number): AmountCheck {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: false, errorKey: AMOUNT_ERRORS.required };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, errorKey: AMOUNT_ERRORS.invalid };
  if (/\.\d{3,}$/.test(trimmed)) return { ok: false, errorKey: AMOUNT_ERRORS.decimals };
  const amount = Number(trimmed);
  if (!(amount > 0)) return { ok: false, errorKey: AMOUNT_ERRORS.positive };
  if (amount > max + 1e-9) return { ok: false, errorKey: AMOUNT_ERRORS.tooMuch };
  return { ok: true, amount: Math.round(amount * 100) / 100 };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd day as a local Date at its start, or null when it is not a real day. */
export function parseDay(text: string | null | undefined): Date | null {
  const match = DAY_PATTERN.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** yyyy-mm-dd of a local date. */
export function dayOf(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The local day `days` calendar days from `date`'s (negative: back), at its start. Counted on the
 * calendar, never as `days` × 24 h: a day is 23 or 25 hours long when daylight saving changes.
 */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The last `days` local days, today included (1: today alone), each end at its day's start. */
export function lastDays(today: Date, days: number): { from: Date; to: Date } {
  return { from: addDays(today, -(days - 1)), to: addDays(today, 0) };
}

/** How many days from..to spans, both included (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return 0;
  return Math.round((Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) - Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) / 86_400_000) + 1;
}

/** The ms at the start of `from` and at the end of `to`, in local time (API.md: start/end of day). */
export function rangeTimes(from: string, to: string): { startTime: number; endTime: number } {
  const start = parseDay(from) ?? new Date(0);
  const end = parseDay(to) ?? new Date(0);
  return { startTime: start.getTime(), endTime: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1 };
}

/**
 * The range of days a URL's search names (`from`, `to`, yyyy-mm-dd) when `accepted` takes it, else
 * the last `defaultDays` days, today included (the team overview, the downline list, the reports).
 */
export function rangeFromSearch(params: URLSearchParams, today: Date, defaultDays: number, accepted: (from: string, to: string) => boolean): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (parseDay(from) !== null && parseDay(to) !== null && accepted(from, to)) return { from, to };
  const last = lastDays(today, defaultDays);
  return { from: dayOf(last.from), to: dayOf(last.to) };
}
