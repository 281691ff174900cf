/** Sample answers of the account group's calls, shared by the path models, UI maps and unit tests. */
import type { FeedbackSettings, ResponsibleGaming } from '../../../src/api';
import type { DomainEntry } from '../../../machines/app/domainList.machine';

const limit = (period: 'DAY' | 'WEEK' | 'MONTH', amount: number | undefined, used: number, pending: ResponsibleGaming['limits'][number]['pending'] = null) => ({
  period,
  amount,
  used,
  remaining: amount === undefined ? undefined : Math.max(0, amount - used),
  resetsAt: '2026-11-25T00:00:00.000Z',
  pending,
});

const base = { coolOffUntil: undefined, selfExcluded: false, coolOffDays: [1, 7, 30], coolDownHours: 24, serverTime: '2026-11-24T12:00:00.000Z' };

/** A daily limit of 500 with 200 deposited; no weekly or monthly limit. */
export const RG_PLAIN: ResponsibleGaming = { ...base, limits: [limit('DAY', 500, 200), limit('WEEK', undefined, 200), limit('MONTH', undefined, 1200)] };
/** After raising the daily limit to 800: pending for 24 h. */
export const RG_PENDING: ResponsibleGaming = {
  ...base,
  limits: [limit('DAY', 500, 200, { amount: 800, effectiveAt: '2026-11-25T12:00:00.000Z', remainingMs: 24 * 3_600_000 }), limit('WEEK', undefined, 200), limit('MONTH', undefined, 1200)],
};
/** The same raise seen again 30 s before it falls due (the page reloads by itself then). */
export const RG_PENDING_SOON: ResponsibleGaming = {
  ...base,
  limits: [limit('DAY', 500, 200, { amount: 800, effectiveAt: '2026-11-25T12:00:00.000Z', remainingMs: 30_000 }), limit('WEEK', undefined, 200), limit('MONTH', undefined, 1200)],
};
/** After lowering the daily limit to 300. */
export const RG_LOWERED: ResponsibleGaming = { ...base, limits: [limit('DAY', 300, 200), limit('WEEK', undefined, 200), limit('MONTH', undefined, 1200)] };
export const RG_COOL_OFF: ResponsibleGaming = { ...RG_PLAIN, coolOffUntil: '2026-12-01T12:00:00.000Z' };
export const RG_EXCLUDED: ResponsibleGaming = { ...RG_PLAIN, selfExcluded: true };

export const FEEDBACK_SETTINGS: FeedbackSettings = { minWords: 5, maxWords: 300, maxImages: 3, maxImageBytes: 5 * 1024 * 1024, imageTypes: ['image/png', 'image/jpeg'] };

export const DOMAINS: readonly DomainEntry[] = [
  { url: 'https://www.rp01.example', main: true },
  { url: 'https://m1.rp01.example', main: false },
];
