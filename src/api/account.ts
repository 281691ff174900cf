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
import { amount, flag, listOf, optionalNumber, optionalFilledText, preprocess, text } from './wire-values';

export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const pendingLimitSchema = /* @__PURE__ */ z.object({
  /** null: the limit is being removed. */
  amount: optionalNumber,
  effectiveAt: z.string(),
  remainingMs: amount,
});

export const depositLimitSchema = /* @__PURE__ */ z.object({
  period: z.enum(LIMIT_PERIODS),
  /** null: no limit. */
  amount: optionalNumber,
  used: amount,
  remaining: optionalNumber,
  resetsAt: text,
  pending: z.optional(z.nullable(pendingLimitSchema)),
});

export const responsibleGamingSchema = /* @__PURE__ */ z.object({
  limits: listOf(depositLimitSchema),
  coolOffUntil: optionalFilledText,
  selfExcluded: flag,
  coolOffDays: listOf(z.number()),
  coolDownHours: amount,
  serverTime: text,
});

export const depositLimitChangeSchema = /* @__PURE__ */ z.object({
  change: z.enum(['applied', 'pending']),
  state: responsibleGamingSchema,
});

export const feedbackSettingsSchema = /* @__PURE__ */ preprocess(
  (value) => value ?? {},
  z.object({
    minWords: amount,
    maxWords: amount,
    maxImages: amount,
    maxImageBytes: amount,
    imageTypes: listOf(z.string()),
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
