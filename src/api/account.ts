/**
 * The member centre's account group (issue 15; paths chosen in src/api/routes.ts): responsible
 * gaming — deposit limits per day / week / month with their use, a raised or removed limit's
 * pending value, cool-off and self-exclusion — and the feedback form's rules. Schemas live here
 * with the calls: only the lazily loaded account pages build this area.
 *
 * The three responsible-gaming commands are POSTs (never retried by the requester); each answers
 * the whole new state, so the page shows what the platform holds without a second call.
 */
import * as z from 'zod/mini';
import type { CallOptions, PlatformRequester } from './request';
import { amount, commandAnswer, flag, keptListOf, map, oneOf, optionalNumber, optionalTime, time } from './wire-values';

export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const pendingLimitSchema = /* @__PURE__ */ z.object({
  /** null: the limit is being removed. */
  amount: optionalNumber,
  /** Text or ms; '' when the answer does not say (the remaining time still counts down). */
  effectiveAt: time,
  remainingMs: amount,
});

/**
 * A limit of a period the page knows (DAY, WEEK, MONTH, any case): a limit of another period
 * (a newer platform's) cannot be shown or changed here, so its row is dropped, never the answer
 * (issue 40, #31).
 */
const limitPeriod = /* @__PURE__ */ oneOf(LIMIT_PERIODS, 'OTHER');

export const depositLimitSchema = /* @__PURE__ */ z.object({
  period: /* @__PURE__ */ z.pipe(limitPeriod, z.enum(LIMIT_PERIODS)),
  /** null: no limit. */
  amount: optionalNumber,
  used: amount,
  remaining: optionalNumber,
  resetsAt: time,
  pending: z.optional(z.nullable(pendingLimitSchema)),
});

export const responsibleGamingSchema = /* @__PURE__ */ z.object({
  limits: keptListOf(depositLimitSchema),
  coolOffUntil: optionalTime,
  selfExcluded: flag,
  /** Days offered for a cool-off: numbers or numeric strings (others dropped). */
  coolOffDays: keptListOf(z.pipe(optionalNumber, z.number())),
  coolDownHours: amount,
  serverTime: time,
});

/**
 * A limit's change: `applied` or `pending`; any other word (#31) is read from the state the answer
 * carries: pending when a limit now waits for its cool-down, else applied.
 */
export const depositLimitChangeSchema = /* @__PURE__ */ map(
  z.object({
    change: oneOf(['applied', 'pending'] as const, 'other'),
    state: responsibleGamingSchema,
  }),
  (answer) => ({
    change: answer.change === 'other' ? (answer.state.limits.some((limit) => limit.pending) ? ('pending' as const) : ('applied' as const)) : answer.change,
    state: answer.state,
  }),
);

export const feedbackSettingsSchema = /* @__PURE__ */ commandAnswer(
  z.object({
    minWords: amount,
    maxWords: amount,
    maxImages: amount,
    maxImageBytes: amount,
    imageTypes: keptListOf(z.string()),
  }),
);

export type PendingLimit = z.output<typeof pendingLimitSchema>;
export type DepositLimit = z.output<typeof depositLimitSchema>;
export type ResponsibleGaming = z.output<typeof responsibleGamingSchema>;
export type DepositLimitChange = z.output<typeof depositLimitChangeSchema>;
export type FeedbackSettings = z.output<typeof feedbackSettingsSchema>;

export function createAccountApi({ request }: PlatformRequester) {
  return {
    /** GET the member's limits (with what was deposited in each period), cool-off and self-exclusion. */
    getResponsibleGaming(options: CallOptions = {}) {
      return request('responsibleGaming', { schema: responsibleGamingSchema, ...options });
    },
    /** POST a limit (amount) or its removal (null): lower or new applies at once, higher or removed after the cool-down. */
    setDepositLimit(period: LimitPeriod, limit: number | null, options: CallOptions = {}) {
      return request('setDepositLimit', { schema: depositLimitChangeSchema, body: { period, amount: limit }, idempotent: false, ...options });
    },
    /** POST a cool-off of 1, 7 or 30 days: no deposits, no games until it ends. */
    startCoolOff(days: number, options: CallOptions = {}) {
      return request('startCoolOff', { schema: responsibleGamingSchema, body: { days }, idempotent: false, ...options });
    },
    /** POST self-exclusion (the member confirmed it): no deposits, no games. */
    selfExclude(options: CallOptions = {}) {
      return request('selfExclude', { schema: responsibleGamingSchema, body: { confirm: true }, idempotent: false, ...options });
    },
    /** GET the feedback form's rules: word bounds, image count, size and types. */
    getFeedbackSettings(options: CallOptions = {}) {
      return request('feedbackSettings', { schema: feedbackSettingsSchema, ...options });
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
